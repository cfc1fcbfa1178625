import { useCallback, useEffect, useRef } from 'react';
import { useSyncStatus } from '@client/sync/status';
import { refreshShelters } from '../store';

/**
 * Fetches the person's shelters when the screen opens online and when the network returns. Also
 * after a queued count outside the mirror was confirmed: the pull never brings those (unapproved
 * shelters), so only the list shows the value the server kept.
 */
export function useRefreshShelters(
  userId: string | null,
  token: string | null,
  pendingOutsideMirror: number,
): void {
  const online = useSyncStatus((s) => s.online);
  const refresh = useCallback(() => {
    if (userId && token) void refreshShelters(userId, token);
  }, [userId, token]);

  useEffect(() => {
    if (online) refresh();
  }, [online, refresh]);

  const previous = useRef(pendingOutsideMirror);
  useEffect(() => {
    if (online && pendingOutsideMirror < previous.current) refresh();
    previous.current = pendingOutsideMirror;
  }, [online, pendingOutsideMirror, refresh]);
}
