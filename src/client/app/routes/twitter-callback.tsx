import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function TwitterCallbackRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Signing in with Twitter`} />;
}
