import { useLingui } from '@lingui/react/macro';
import { openStatusText, statusKindOf } from '@shared/schedule';
import type { ScheduledService } from '@shared/schedule';
import { cachedOpenStatus } from './open-status-cache';
import { useMinuteClock } from './use-minute-clock';

export interface OpenStatusService extends ScheduledService {
  timeZone: string;
}

interface Props {
  service: OpenStatusService;
  /** A fixed instant (tests, previews); the live minute clock otherwise. */
  now?: Date;
  className?: string;
}

/**
 * The status line of docs/spec/open-status.md from the one shared engine, evaluated in the service's zone.
 * Contact-only services get the contact text from the engine itself; no status shows nothing.
 */
export function OpenStatusText({ service, now, className }: Props) {
  const { i18n } = useLingui();
  const clock = useMinuteClock();
  // The clock's value, not its Date object, decides when to recompute.
  const atMs = (now ?? clock).getTime();
  const status = cachedOpenStatus(service, atMs);
  if (status.kind === 'none') return null;
  const text = openStatusText(status, i18n.locale === 'es' ? 'es' : 'en');
  // Contact-for-hours is neither open nor closed: it has its own colour, as on the map.
  const kind = statusKindOf(status);
  return <p className={`open-status open-status--${kind} ${className ?? ''}`.trim()}>{text}</p>;
}
