import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Role } from '../../src/shared/domain/enums';
import { routes } from '../../src/client/app/route-table';
import { useSessionStore } from '../../src/client/lib/session-store';
import { markAccessed } from '../../src/client/lib/first-visit';
import { activateLocale, i18n, type Locale } from '../../src/client/lib/i18n';

/** Renders the real route table at `path`, as the app does, and returns the router to inspect. */
export async function renderApp(path: string, locale: Locale = 'en') {
  await activateLocale(locale);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { router, ...view };
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
