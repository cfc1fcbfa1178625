import { useCallback, useEffect, useState } from 'react';
import { listCoordinators, type CoordinatorRow } from '../api';

interface Loaded {
  key: string;
  rows: CoordinatorRow[];
  error: unknown;
}

/** The coordinators of the chosen region, fetched online when the choice changes. */
export function useCoordinators(regionId: string) {
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${regionId}:${version}`;

  useEffect(() => {
    if (!regionId) return;
    let live = true;
    listCoordinators(regionId)
      .then((rows) => {
        if (live) setLoaded({ key, rows, error: null });
      })
      .catch((error: unknown) => {
        console.error('Could not load coordinators', error);
        if (live) setLoaded({ key, rows: [], error });
      });
    return () => {
      live = false;
    };
  }, [regionId, key]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const current = loaded?.key === key ? loaded : null;
  return {
    rows: current?.rows ?? [],
    loading: Boolean(regionId) && !current,
    error: current?.error ?? null,
    reload,
  };
}
