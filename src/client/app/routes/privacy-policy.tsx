import { useLingui } from '@lingui/react/macro';
import { StaticPageScreen } from '@client/features/static-pages/components/static-page-screen';

export function PrivacyPolicyRoute() {
  const { t } = useLingui();
  return <StaticPageScreen code="PRIVACY" title={t`Privacy policy`} />;
}
