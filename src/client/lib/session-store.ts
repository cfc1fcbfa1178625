import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AccountProvider, Role } from '@shared/domain/enums';
import type { RightsHolder } from '@shared/domain/rights';
import { STORAGE_KEYS } from './storage-keys';

/** The part of the signed-in user the screens need (docs/api/auth.md, user JSON). */
export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
  roles: readonly Role[];
  isApproved?: boolean;
  isVolunteer?: boolean;
  phone?: string | null;
  /** How the person last signed in; only LOCAL accounts have a password to change (§5). */
  lastMethod?: AccountProvider;
  /** Service quota (docs/spec/product-spec.md §3, default 3). */
  totalServices?: number;
}

interface SessionState {
  user: SessionUser | null;
  token: string | null;
  isLogin: boolean;
  isAdmin: boolean;
  /** docs/spec/product-spec.md §4: login stores user, token and isLogin; isAdmin when roles include ADMINISTRATOR. */
  signIn: (user: SessionUser, token: string) => void;
  /** A fresher copy of the signed-in user (profile check, profile edit); keeps the token. */
  setUser: (user: SessionUser) => void;
  /** docs/spec/product-spec.md §4: logout (and an Unauthorized profile check) clears auth and token. */
  signOut: () => void;
}

const signedOut = { user: null, token: null, isLogin: false, isAdmin: false } as const;

export function hasRole(user: SessionUser | null, role: Role): boolean {
  return user?.roles.includes(role) ?? false;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: (user, token) =>
        set({ user, token, isLogin: true, isAdmin: hasRole(user, 'ADMINISTRATOR') }),
      setUser: (user) =>
        set((state) => (state.isLogin ? { user, isAdmin: hasRole(user, 'ADMINISTRATOR') } : state)),
      signOut: () => set(signedOut),
    }),
    {
      name: STORAGE_KEYS.session,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, token, isLogin, isAdmin }) => ({ user, token, isLogin, isAdmin }),
      // Hydrated by startApp() after the storage version rule has run (docs/spec/product-spec.md §4).
      skipHydration: true,
    },
  ),
);

/**
 * The signed-in user as the shared rights read it (shared/domain/rights.ts). A session stored
 * before the user JSON carried isApproved counts as approved: the server, which always knows,
 * still refuses what the account may not do, and the profile check at start refreshes the user.
 */
export function rightsHolderOf(user: SessionUser | null): RightsHolder | null {
  return user ? { ...user, isApproved: user.isApproved !== false } : null;
}

/**
 * Whether the profile check at start (docs/spec/product-spec.md §4) is still out. The stored user may be
 * stale (approved, or given a role, since the last sign-in), so a route guard waits for the check
 * before it refuses anyone; it never waits to let someone in. Set by startApp.
 */
export const useSessionCheck = create<{ pending: boolean }>(() => ({ pending: false }));
