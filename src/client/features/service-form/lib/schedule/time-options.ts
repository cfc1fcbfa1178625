import { MINUTES_PER_DAY, formatTime } from '@shared/schedule/time-of-day';
import { TIME_PICKER_STEP_MINUTES } from '@shared/validation/schedule-entry';

/**
 * Every time the pickers offer, 12:00 AM to 11:55 PM in 5-minute steps (docs/spec/product-spec.md §5), plus
 * 11:59 PM: the engine's "end of the day" (docs/spec/open-status.md Periods 2) and the closed-days default.
 * Text as the server stores it (`8:00 AM`), which is also what a person reads.
 */
export const TIME_OPTIONS: readonly string[] = [
  ...Array.from({ length: MINUTES_PER_DAY / TIME_PICKER_STEP_MINUTES }, (_, step) =>
    formatTime(step * TIME_PICKER_STEP_MINUTES),
  ),
  formatTime(MINUTES_PER_DAY - 1),
];
