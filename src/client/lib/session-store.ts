import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Role } from '../../shared/domain/enums';
import { STORAGE_KEYS } from './storage-keys';

/** The part of the signed-in user the shell needs; the full profile arrives with the login issue. */
export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
  roles: readonly Role[];
  isApproved?: boolean;
  isVolunteer?: boolean;
}

interface SessionState {
  user: SessionUser | null;
  token: string | null;
  isLogin: boolean;
  isAdmin: boolean;
  /** product-spec §4: login stores user, token and isLogin; isAdmin when roles include ADMINISTRATOR. */
  signIn: (user: SessionUser, token: string) => void;
  /** product-spec §4: logout (and an Unauthorized profile check) clears auth and token. */
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
      signOut: () => set(signedOut),
    }),
    {
      name: STORAGE_KEYS.session,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, token, isLogin, isAdmin }) => ({ user, token, isLogin, isAdmin }),
      // Hydrated by startApp() after the storage version rule has run (product-spec §4).
      skipHydration: true,
    },
  ),
);

export function isAdminOrVolunteerLead(user: SessionUser | null): boolean {
  return hasRole(user, 'ADMINISTRATOR') || hasRole(user, 'VOLUNTEER LEAD');
}

/** Staff read regions, liaisons and coordinators (docs/api/content.md): admins, super users, leads. */
export function isStaff(user: SessionUser | null): boolean {
  return isAdminOrVolunteerLead(user) || hasRole(user, 'SUPER USER');
}
