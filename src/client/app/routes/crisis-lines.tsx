import { useMemo } from 'react';
import { generatePath } from '@client/lib/router';
import { hasRole, useSessionStore } from '@client/lib/session-store';
import { CrisisLinesScreen } from '@client/features/crisis-lines/components/crisis-lines-screen';
import { PATHS } from '@client/lib/paths';

const editPathOf = (id: string) => generatePath(PATHS.editCrisisLine, { id });

export function CrisisLinesRoute() {
  // Administrators get the edit and delete actions (docs/spec/product-spec.md §2); the token is what they need.
  const token = useSessionStore((s) => (hasRole(s.user, 'ADMINISTRATOR') ? s.token : null));
  const admin = useMemo(() => (token ? { token, editPathOf } : null), [token]);
  return <CrisisLinesScreen admin={admin} />;
}
