import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function MyFavoritesRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`My favorites`} />;
}
