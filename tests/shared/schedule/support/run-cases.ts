import { expect, it } from 'vitest';
import { isOpenAt, openStatus, openStatusText } from '@shared/schedule/open-status';
import type { ScheduleEntry } from '@shared/schedule/types';
import { at, oracleIsOpen } from './oracle';

export interface StatusCase {
  /** Why the case exists (becomes the test name together with the text). */
  readonly name: string;
  /** `'YYYY-MM-DD HH:mm'` wall time in `zone`, or an ISO instant ending in `Z`. */
  readonly now: string;
  readonly zone?: string;
  readonly schedules: readonly ScheduleEntry[];
  readonly closeSchedules?: readonly ScheduleEntry[];
  readonly isContact?: boolean;
  readonly en: string;
  readonly es?: string;
}

export const DENVER = 'America/Denver';

export function instantOf(now: string, zone: string): Date {
  return now.endsWith('Z') ? new Date(now) : at(now, zone);
}

/**
 * One test per case: the exact English text, the Spanish text when given, isOpenAt agreeing with
 * the text ("Open…"), and the independent oracle agreeing on open/closed.
 */
export function itReadsStatus(cases: readonly StatusCase[]): void {
  for (const c of cases) {
    it(`${c.name} → "${c.en}"`, () => {
      const zone = c.zone ?? DENVER;
      const now = instantOf(c.now, zone);
      const svc = {
        schedules: c.schedules,
        closeSchedules: c.closeSchedules ?? [],
        isContact: c.isContact,
      };
      const status = openStatus(svc, now, zone);
      expect(openStatusText(status, 'en')).toBe(c.en);
      if (c.es !== undefined) expect(openStatusText(status, 'es')).toBe(c.es);
      expect(isOpenAt(svc, now, zone)).toBe(c.en.startsWith('Open'));
      expect(oracleIsOpen(svc, now.getTime(), zone)).toBe(c.en.startsWith('Open'));
    });
  }
}
