import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function ChatbotRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Ask a question`} />;
}
