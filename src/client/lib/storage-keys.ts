// Every key Refugio writes to localStorage starts with STORAGE_PREFIX, so the version rule
// (docs/spec/product-spec.md §4) can clear ours without touching anything else on the origin.
export const STORAGE_PREFIX = 'refugio.';

export const STORAGE_KEYS = {
  version: 'refugio.version',
  language: 'refugio.language',
  session: 'refugio.session',
  demo: 'refugio.demo',
} as const;

// docs/spec/product-spec.md §9: local storage version 2.1.
export { LOCAL_STORAGE_VERSION as STORAGE_VERSION } from '@shared/query/constants';
