import { useCallback, useEffect, useState } from 'react';

export interface RemoteList<T> {
  items: T[];
  loading: boolean;
  error: unknown;
  reload: () => void;
}

interface Loaded<T> {
  version: number;
  items: T[];
  error: unknown;
}

/**
 * A staff list fetched online: management data is not mirrored in Dexie (docs/sync.md), so the
 * screen shows a loading state, the items, or the failure to explain. Loading is derived (the
 * answer is older than the last reload), so the effect only sets state when an answer arrives.
 */
export function useRemoteList<T>(load: () => Promise<T[]>): RemoteList<T> {
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);

  useEffect(() => {
    let live = true;
    load()
      .then((items) => {
        if (live) setLoaded({ version, items, error: null });
      })
      .catch((error: unknown) => {
        console.error('Could not load a staff list', error);
        if (live) setLoaded({ version, items: [], error });
      });
    return () => {
      live = false;
    };
    // `load` is a module-level function per screen; reloading follows `version` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const current = loaded?.version === version;
  return {
    items: loaded?.items ?? [],
    loading: !current,
    error: current ? loaded.error : null,
    reload,
  };
}
