import { IntroduceScreen } from '@client/features/introduce/components/introduce-screen';
import { READING_TERMS_STATE } from '../guards/first-visit-rules';
import { PATHS } from '@client/lib/paths';

export function IntroduceRoute() {
  return (
    <IntroduceScreen
      termsPath={PATHS.termsOfUse}
      termsLinkState={READING_TERMS_STATE}
      homePath={PATHS.home}
    />
  );
}
