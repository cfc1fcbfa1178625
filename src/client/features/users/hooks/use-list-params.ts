import { useCallback } from 'react';
import { ROLES, type Role } from '@shared/domain/enums';
import { useSearchParams } from '@client/lib/router';
import { pageFrom } from '../lib/user-query';

/**
 * Search, role filter and page live in the address (?q=&role=&page=), so a list can be
 * bookmarked, reloaded and walked back with the browser's Back button.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const rawRole = params.get('role') ?? '';
  const role: Role | '' = (ROLES as readonly string[]).includes(rawRole) ? (rawRole as Role) : '';
  const page = pageFrom(params.get('page'));

  const update = useCallback(
    (next: { q?: string; role?: Role | ''; page?: number }) => {
      setParams((old) => {
        const out = new URLSearchParams(old);
        const put = (key: string, value: string) => (value ? out.set(key, value) : out.delete(key));
        if (next.q !== undefined) put('q', next.q);
        if (next.role !== undefined) put('role', next.role);
        // A new search or filter starts again at page 1.
        put('page', next.page && next.page > 1 ? String(next.page) : '');
        return out;
      });
    },
    [setParams],
  );

  return { q, role, page, update };
}
