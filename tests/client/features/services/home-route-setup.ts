import { afterEach, beforeAll, beforeEach } from 'vitest';
import { useSyncStatus } from '@client/sync/status';
import { returningVisitor } from '../../render-app';
import { resetMirrorAndHome } from './mirror';

/**
 * Home's route for a returning visitor whose sync has finished, with the mirror and home's store
 * emptied after each test. The route loads lazily; its first transform on a busy machine can take
 * most of a test's time, so it is loaded once before the tests.
 */
export function homeRouteForReturningVisitor(): void {
  beforeAll(() => import('@client/app/routes/home'), 30_000);
  beforeEach(() => {
    returningVisitor();
    useSyncStatus.setState({ lastSyncAt: 1, syncing: false });
  });
  afterEach(async () => {
    useSyncStatus.setState({ lastSyncAt: null, syncing: false });
    await resetMirrorAndHome();
  });
}
