import { useCallback, useEffect, useState } from 'react';
import { getPage, type StaticPage } from '../api';

interface Loaded {
  key: string;
  page: StaticPage | null;
  error: unknown;
}

/** One page, fetched online for editing (the mirror may be behind the server). */
export function usePage(code: string) {
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${code}:${version}`;

  useEffect(() => {
    let live = true;
    getPage(code)
      .then((page) => {
        if (live) setLoaded({ key, page, error: null });
      })
      .catch((error: unknown) => {
        console.error('Could not load a static page', error);
        if (live) setLoaded({ key, page: null, error });
      });
    return () => {
      live = false;
    };
  }, [code, key]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  /** The stored page after a save, so the editor starts from what the server kept. */
  const setPage = useCallback((page: StaticPage) => setLoaded({ key, page, error: null }), [key]);
  const current = loaded?.key === key ? loaded : null;
  return { page: current?.page ?? null, error: current?.error ?? null, setPage, reload };
}
