import { formatDate } from './calendar-date';
import { DAY_NAMES, STATUS_ORDINALS } from './labels';
import type { OpenStatus } from './open-status-types';
import { formatTime } from './time-of-day';
import type { ScheduleLocale } from './types';
import type { WallClock } from './wall-clock';

function timeOf(wall: WallClock): string {
  return formatTime(wall.hour * 60 + wall.minute);
}

/** English texts exactly as the table of docs/spec/open-status.md. */
function english(status: OpenStatus): string {
  switch (status.kind) {
    case 'contact':
      return 'Please contact this service for hours';
    case 'permanently-closed':
      return 'Permanently closed';
    case 'none':
      return '';
    case 'open-24-7':
      return 'Open 24/7';
    case 'open-until': {
      const time = timeOf(status.shownUntil);
      return status.withinDay
        ? `Open till ${time}`
        : `Open till ${DAY_NAMES.en[status.shownUntil.weekday]} ${time}`;
    }
    case 'closed-until': {
      const { shownNext: wall, daysAhead, monthly } = status;
      const time = timeOf(wall);
      const day = DAY_NAMES.en[wall.weekday];
      // The monthly row comes first: it wins over the day-distance rows.
      if (monthly) return `Closed until ${STATUS_ORDINALS.en[monthly]} ${day} ${time}`;
      if (daysAhead === 0) return `Closed till ${time}`;
      if (daysAhead === 1) return `Closed until ${time} tomorrow`;
      if (daysAhead < 7) return `Closed until ${day} ${time}`;
      if (daysAhead === 7) return `Closed till next ${day} ${time}`;
      return `Closed until ${formatDate(wall)} ${time}`;
    }
    case 'closed':
      return 'Closed';
  }
}

/** "a las 5:00 PM", but "a la 1:00 PM" (one o'clock is singular in Spanish). */
function atTime(wall: WallClock, article: 'a' | 'hasta'): string {
  const singular = wall.hour % 12 === 1;
  return `${article} ${singular ? 'la' : 'las'} ${timeOf(wall)}`;
}

function spanish(status: OpenStatus): string {
  switch (status.kind) {
    case 'contact':
      return 'Comunícate con este servicio para conocer el horario';
    case 'permanently-closed':
      return 'Cerrado permanentemente';
    case 'none':
      return '';
    case 'open-24-7':
      return 'Abierto 24/7';
    case 'open-until': {
      const wall = status.shownUntil;
      return status.withinDay
        ? `Abierto ${atTime(wall, 'hasta')}`
        : `Abierto hasta el ${DAY_NAMES.es[wall.weekday]} ${atTime(wall, 'a')}`;
    }
    case 'closed-until': {
      const { shownNext: wall, daysAhead, monthly } = status;
      const day = DAY_NAMES.es[wall.weekday];
      const at = atTime(wall, 'a');
      if (monthly) return `Cerrado hasta el ${STATUS_ORDINALS.es[monthly]} ${day} ${at}`;
      if (daysAhead === 0) return `Cerrado ${atTime(wall, 'hasta')}`;
      if (daysAhead === 1) return `Cerrado hasta mañana ${at}`;
      if (daysAhead < 7) return `Cerrado hasta el ${day} ${at}`;
      if (daysAhead === 7) return `Cerrado hasta el próximo ${day} ${at}`;
      // MM/DD/YYYY is kept in Spanish: it is the app's one date format.
      return `Cerrado hasta el ${formatDate(wall)} ${at}`;
    }
    case 'closed':
      return 'Cerrado';
  }
}

/** The status line of a service, in English (exact, docs/spec/open-status.md) or Spanish. */
export function openStatusText(status: OpenStatus, locale: ScheduleLocale): string {
  return locale === 'es' ? spanish(status) : english(status);
}
