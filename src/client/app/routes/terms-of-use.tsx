import { useLingui } from '@lingui/react/macro';
import { StaticPageScreen } from '@client/features/static-pages/components/static-page-screen';

export function TermsOfUseRoute() {
  const { t } = useLingui();
  return <StaticPageScreen code="TERMS" title={t`Terms of use`} />;
}
