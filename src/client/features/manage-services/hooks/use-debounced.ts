import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@shared/query/constants';

/** `value` once it has stayed the same for the search debounce (docs/spec/product-spec.md §9: 500 ms). */
export function useDebounced(value: string, ms = SEARCH_DEBOUNCE_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
