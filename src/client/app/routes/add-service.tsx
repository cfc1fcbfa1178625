import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function AddServiceRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Add a service`} />;
}
