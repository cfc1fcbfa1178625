import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function EditServiceRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Edit service`} />;
}
