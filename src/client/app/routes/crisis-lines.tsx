import { useMemo } from 'react';
import { generatePath } from '../../lib/router';
import { hasRole, useSessionStore } from '../../lib/session-store';
import { CrisisLinesScreen } from '../../features/crisis-lines/components/crisis-lines-screen';
import { PATHS } from '../paths';

const editPathOf = (id: string) => generatePath(PATHS.editCrisisLine, { id });

export function CrisisLinesRoute() {
  // Administrators get the edit and delete actions (docs/spec/product-spec.md §2); the token is what they need.
  const token = useSessionStore((s) => (hasRole(s.user, 'ADMINISTRATOR') ? s.token : null));
  const admin = useMemo(() => (token ? { token, editPathOf } : null), [token]);
  return <CrisisLinesScreen admin={admin} />;
}
