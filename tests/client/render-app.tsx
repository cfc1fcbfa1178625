import { render } from '@testing-library/react';
import type { Role } from '@shared/domain/enums';
import { App } from '@client/app/app';
import { useSessionStore } from '@client/lib/session-store';
import { markAccessed } from '@client/lib/first-visit';
import { activateLocale, type Locale } from '@client/lib/i18n';
import { testRouter } from './test-router';

/** Renders the real app at `path`, as the browser would open it, and returns the router to inspect. */
export async function renderApp(path: string, locale: Locale = 'en') {
  await activateLocale(locale);
  window.history.replaceState(null, '', path);
  const view = render(<App />);
  return { router: testRouter, ...view };
}

/** A returning visitor: the introduction was accepted before. */
export function returningVisitor(): void {
  markAccessed();
}

export function signInWithRoles(roles: Role[]): void {
  useSessionStore
    .getState()
    .signIn({ id: 'user-1', email: 'person@example.org', displayName: 'Person', roles }, 'token-1');
}
