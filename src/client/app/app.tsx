import { I18nProvider } from '@lingui/react';
import { Route, Switch } from 'wouter';
import { i18n } from '@client/lib/i18n';
import { useLocation } from '@client/lib/router';
import { RouteGuard } from './guards/route-guard';
import { AppLayout } from './layout/app-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { notFoundPage, ROUTES } from './route-table';

/** The first matching route's screen, behind its guard; any other path is the 404 screen. */
function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // Keyed by path: a screen that failed does not keep the next one from rendering.
    <RouteErrorBoundary key={pathname}>
      <Switch>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path}>
            <RouteGuard access={route.access}>{route.page}</RouteGuard>
          </Route>
        ))}
        <Route>
          <RouteGuard access="public">{notFoundPage}</RouteGuard>
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      {/* A second boundary outside the layout: a failing header or menu still explains itself. */}
      <RouteErrorBoundary>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
      </RouteErrorBoundary>
    </I18nProvider>
  );
}
