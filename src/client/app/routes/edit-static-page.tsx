import { useLingui } from '@lingui/react/macro';
import { ComingSoon } from '../../components/ui/coming-soon';

export function EditStaticPageRoute() {
  const { t } = useLingui();
  return <ComingSoon title={t`Edit page`} />;
}
