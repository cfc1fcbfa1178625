import { useSessionStore } from '../lib/session-store';
import { initI18n } from '../lib/i18n';
import { applyStorageVersion } from '../lib/storage-version';

/**
 * Everything that must happen before the first render, in this order: the storage version rule
 * (product-spec §4) first, because it may clear the language and session that come next.
 */
export async function startApp(): Promise<void> {
  applyStorageVersion();
  await useSessionStore.persist.rehydrate();
  // product-spec §4: the profile check refreshes or clears the login in the background, never
  // blocking the first screen; loaded only for signed-in people (it brings zod with it).
  if (useSessionStore.getState().isLogin) {
    void import('../features/account/lib/check-session').then(({ checkSession }) => checkSession());
  }
  await initI18n();
}
