import { useLingui } from '@lingui/react/macro';
import { StaticPageScreen } from '@client/features/static-pages/components/static-page-screen';

export function AboutRoute() {
  const { t } = useLingui();
  return <StaticPageScreen code="ABOUT" title={t`About Refugio`} />;
}
