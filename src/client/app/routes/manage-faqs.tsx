import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function ManageFaqsRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Chatbot FAQ`} />;
}
