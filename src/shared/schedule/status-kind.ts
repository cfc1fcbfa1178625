import type { OpenStatus } from './open-status-types';

/**
 * What a status tells at a glance (its colour and, on the map, a marker's shape); the words are
 * always there too (openStatusText).
 */
export type StatusKind = 'open' | 'closed' | 'contact' | 'unknown';

/** The kind of the schedule engine's status (docs/spec/open-status.md). */
export function statusKindOf(status: OpenStatus): StatusKind {
  switch (status.kind) {
    case 'open-24-7':
    case 'open-until':
      return 'open';
    case 'closed-until':
    case 'closed':
    case 'permanently-closed':
      return 'closed';
    case 'contact':
      return 'contact';
    case 'none':
      return 'unknown';
  }
}
