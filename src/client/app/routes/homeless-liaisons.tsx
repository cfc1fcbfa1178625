import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function HomelessLiaisonsRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Homeless liaisons`} />;
}
