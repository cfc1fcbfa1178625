// The routing primitives screens may use, with the shapes screens expect (a location object, a
// navigate function, NavLink's aria-current). Screens import them from here, never from the router
// package. Behind them is wouter (2 KiB), which matches paths and tracks the browser's history; it
// replaced react-router, whose 30 KiB gzipped did not fit the first screen's budget
// (docs/architecture.md, "Routing").
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  type AnchorHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Link as WouterLink, useParams as useWouterParams, useSearchParams } from 'wouter';
import { navigate as historyNavigate, useLocationProperty } from 'wouter/use-browser-location';

export { useSearchParams };

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that led here carried (e.g. the guard's `{from}`); null otherwise. */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Navigation is already synchronous here; accepted for callers written for react-router. */
  flushSync?: boolean;
}

/** A path, or parts of one; missing parts keep the current pathname (and search for a hash). */
export type To = string | { pathname?: string; search?: string; hash?: string };

const currentPathname = () => window.location.pathname;
const currentSearch = () => window.location.search;
const currentHash = () => window.location.hash;
// history.state is an object, but the same object until the next navigation: a stable snapshot.
const currentState = () => window.history.state as string | null;
const serverValue = () => '';

export function useLocation(): RouterLocation {
  const pathname = useLocationProperty(currentPathname, serverValue);
  const search = useLocationProperty(currentSearch, serverValue);
  const hash = useLocationProperty(currentHash, serverValue);
  const state: unknown = useLocationProperty(currentState, () => null);
  // One object per address, so effects that depend on the location run once per navigation.
  return useMemo(() => ({ pathname, search, hash, state }), [pathname, search, hash, state]);
}

function withPrefix(part: string | undefined, prefix: string): string {
  if (!part) return '';
  return part.startsWith(prefix) ? part : `${prefix}${part}`;
}

/** The address `to` names, relative to the current one. */
export function resolveTo(to: To): string {
  if (typeof to === 'string') return to;
  const pathname = to.pathname ?? window.location.pathname;
  const search = to.search ?? (to.pathname === undefined ? window.location.search : '');
  return `${pathname}${withPrefix(search, '?')}${withPrefix(to.hash, '#')}`;
}

/** Goes to an address outside React too (e.g. after logging out); a number moves in history. */
export function navigateTo(to: To | number, options: NavigateOptions = {}): void {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  historyNavigate(resolveTo(to), { replace: options.replace, state: options.state ?? null });
}

export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  return useCallback((to, options) => navigateTo(to, options), []);
}

export function useParams<T extends Record<string, string | undefined>>(): T {
  return useWouterParams() as T;
}

/** Replaces the current entry (or pushes one) as soon as it renders, like a server redirect. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  useLayoutEffect(() => navigateTo(to, { replace, state }), [to, replace, state]);
  return null;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export interface LinkProps extends AnchorProps, NavigateOptions {
  to: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** An in-app link: a real <a href> (new tab, copy link), navigating without a reload on a click. */
export function Link(props: LinkProps) {
  return <WouterLink {...props} />;
}

export interface NavLinkProps extends LinkProps {
  /** Only this exact path is current (not its sub-paths). */
  end?: boolean;
}

/** A Link that says it is the current page (aria-current), for menus. */
export function NavLink({ end, to, ...props }: NavLinkProps) {
  const pathname = useLocationProperty(currentPathname, serverValue);
  const target = to.split(/[?#]/)[0] ?? to;
  const current = end
    ? pathname === target
    : pathname === target || pathname.startsWith(`${target.replace(/\/$/, '')}/`);
  return <Link {...props} to={to} aria-current={current ? 'page' : undefined} />;
}

/** '/services/:id' + {id: 'a b'} → '/services/a%20b'. */
export function generatePath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name}`);
    return encodeURIComponent(value);
  });
}
