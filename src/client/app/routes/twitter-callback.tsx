import { SocialCallbackScreen } from '@client/features/account/components/social-callback-screen';

/** docs/spec/product-spec.md §2: the landing of every social sign-in (docs/social-sign-in.md). */
export function TwitterCallbackRoute() {
  return <SocialCallbackScreen />;
}
