import { useSessionCheck, useSessionStore } from '@client/lib/session-store';
import { initI18n } from '@client/lib/i18n';
import { applyStorageVersion } from '@client/lib/storage-version';
import type { SessionCheck } from '@client/features/account/lib/check-session';

export interface Started {
  /** The background profile check (docs/spec/product-spec.md §4); 'guest' at once when nobody is signed in. */
  sessionCheck: Promise<SessionCheck>;
}

/**
 * Everything that must happen before the first render, in this order: the storage version rule
 * (docs/spec/product-spec.md §4) first, because it may clear the language and session that come next.
 */
export async function startApp(): Promise<Started> {
  applyStorageVersion();
  await useSessionStore.persist.rehydrate();
  // docs/spec/product-spec.md §4: the profile check refreshes or clears the login in the background, never
  // blocking the first screen; loaded only for signed-in people (it brings zod with it).
  const sessionCheck: Promise<SessionCheck> = useSessionStore.getState().isLogin
    ? import('@client/features/account/lib/check-session').then(({ checkSession }) =>
        checkSession(),
      )
    : Promise.resolve('guest');
  useSessionCheck.setState({ pending: useSessionStore.getState().isLogin });
  // A failed load (a broken update) keeps the stored login, as an unanswered check does.
  const settled = sessionCheck
    .catch((error: unknown): SessionCheck => {
      console.warn('The session check did not load; keeping the login', error);
      return 'kept';
    })
    .finally(() => useSessionCheck.setState({ pending: false }));
  await initI18n();
  return { sessionCheck: settled };
}
