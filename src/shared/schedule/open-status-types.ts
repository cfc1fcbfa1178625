import type { MonthPeriod } from './types';
import type { WallClock } from './wall-clock';

/**
 * The open/closed state of a service at one instant (docs/spec/open-status.md). Each kind is one row group of
 * the text table; the fields are what a screen needs to word it or to sort/filter by it.
 */
export type OpenStatus =
  | { readonly kind: 'contact' }
  | { readonly kind: 'permanently-closed' }
  /** No usable opening entries: show no status. */
  | { readonly kind: 'none' }
  /** Open now and without a break for (at least) the next 7 calendar days. */
  | { readonly kind: 'open-24-7' }
  | {
      readonly kind: 'open-until';
      /** The instant the period ends (exclusive). */
      readonly until: Date;
      /** The end as printed: a period ending at midnight shows as 11:59 PM of the day before. */
      readonly shownUntil: WallClock;
      /** Ends less than 24 hours from now: the text gives the time only. */
      readonly withinDay: boolean;
    }
  | {
      readonly kind: 'closed-until';
      /** The instant the next period starts. */
      readonly next: Date;
      readonly shownNext: WallClock;
      /** Calendar days from today to the start's day, in the service's zone (0 = later today). */
      readonly daysAhead: number;
      /** Set when the next period starts at a MONTHLY entry's own start ("1st Monday"). */
      readonly monthly: MonthPeriod | null;
    }
  /** Closed with no opening in the next 400 days. */
  | { readonly kind: 'closed' };

export type OpenStatusKind = OpenStatus['kind'];
