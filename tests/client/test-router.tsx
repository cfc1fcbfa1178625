import { act } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { navigateTo, type To } from '@client/lib/router';

/**
 * Puts the test at an address before its children render (the app's router reads the real
 * history, which jsdom provides). `path` gives the children route parameters, like the app's
 * route table does: `<MemoryRouter initialEntries={['/services/a']} path="/services/:id">`.
 */
export function MemoryRouter({
  initialEntries = ['/'],
  path,
  children,
}: {
  initialEntries?: string[];
  path?: string;
  children: ReactNode;
}) {
  useState(() => {
    window.history.replaceState(null, '', initialEntries[0] ?? '/');
    return null;
  });
  return path ? <Route path={path}>{children}</Route> : children;
}

export interface TestRoute {
  path: string;
  element: ReactNode;
}

/** A small route table for a screen under test: the first matching path renders. */
export function TestRoutes({
  routes,
  initialEntry,
}: {
  routes: TestRoute[];
  initialEntry: string;
}) {
  return (
    <MemoryRouter initialEntries={[initialEntry]}>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path === '*' ? undefined : route.path}>
            {route.element}
          </Route>
        ))}
      </Switch>
    </MemoryRouter>
  );
}

/** What tests inspect and drive: the current address, and navigation as a person's Back would. */
export interface TestRouter {
  state: { location: { pathname: string; search: string; hash: string; state: unknown } };
  navigate: (to: To | number) => Promise<void>;
}

export const testRouter: TestRouter = {
  state: {
    get location() {
      const { pathname, search, hash } = window.location;
      return { pathname, search, hash, state: window.history.state as unknown };
    },
  },
  async navigate(to) {
    if (typeof to !== 'number') {
      act(() => navigateTo(to));
      return;
    }
    // history.go is asynchronous: wait for its popstate.
    const moved = new Promise<void>((resolve) =>
      window.addEventListener('popstate', () => resolve(), { once: true }),
    );
    window.history.go(to);
    await act(async () => moved);
  },
};
