import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { loadCatalog } from '@client/lib/i18n';
import { managementQueryClient } from '@client/lib/query/management-query';
import { useSessionStore } from '@client/lib/session-store';

// Route modules load lazily; the first import of each is transformed on demand, which takes
// seconds while the suite's other pass shares the 2 cores. So a `findBy…`/`waitFor` waits up to
// 15 s (a test has 30 s: vitest.config.ts); one that waits for more names it.
configure({ asyncUtilTimeout: 15_000 });

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

// Screens under test are often rendered without what loads their catalog in the app (the
// management catalog comes with the first management route, the other visitor screens' with their
// first module: tests/client/lib/i18n-catalogs.test.ts checks both), so every test has all three.
beforeAll(() => Promise.all([loadCatalog('visitor'), loadCatalog('management')]));

// The signed-in screens' query client keeps its retry rule (lib/query/query-client.ts) without the
// seconds between tries, so a failure shows within a test's wait.
beforeAll(() => {
  const client = managementQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
});

beforeEach(() => {
  // jsdom does not implement scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  useSessionStore.setState({ user: null, token: null, isLogin: false, isAdmin: false });
  // One test's answers never serve the next (a signed-out session empties it too).
  managementQueryClient().clear();
  document.documentElement.lang = 'en';
  document.title = '';
});
