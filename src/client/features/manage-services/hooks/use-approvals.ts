import { useCallback, useEffect, useState } from 'react';
import { fetchServices, type ManagedService } from '../api';
import { useSessionStore } from '@client/lib/session-store';
import { approvalsQuery } from '../lib/manage-query';

interface Loaded {
  /** Which load this answers: the list is loading while it is behind `generation`. */
  generation: number;
  services: ManagedService[];
  error: unknown;
}

/**
 * The services waiting for this person's approval (approvalsQuery), fetched online. `reload` fetches again: the
 * screen reloads after each bulk action (docs/spec/product-spec.md §4), so it shows what the server now holds.
 */
export function useApprovals() {
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ generation: -1, services: [], error: null });
  const roles = useSessionStore((state) => state.user?.roles);

  useEffect(() => {
    let live = true;
    fetchServices(approvalsQuery({ roles: roles ?? [] })).then(
      (services) => {
        if (live) setLoaded({ generation, services, error: null });
      },
      (error: unknown) => {
        if (live) setLoaded({ generation, services: [], error });
      },
    );
    return () => {
      live = false;
    };
  }, [generation, roles]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  return {
    services: loaded.services,
    error: loaded.error,
    loading: loaded.generation !== generation,
    reload,
  };
}
