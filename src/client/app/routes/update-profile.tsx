import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function UpdateProfileRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Update profile`} />;
}
