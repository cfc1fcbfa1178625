import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function TermsOfUseRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Terms of use`} />;
}
