import { describe, expect, it } from 'vitest';
import { nextOpening } from '@shared/schedule/next-opening';
import { closedForGood, dateRange, fullDay, monthly, service, weekly } from './support/builders';
import { at } from './support/oracle';

const DENVER = 'America/Denver';
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('nextOpening', () => {
  it('is the start of the next period when closed', () => {
    const svc = service([weekly('MONDAY', '9:00 AM', '5:00 PM')]);
    expect(iso(nextOpening(svc, at('2021-03-01 08:00', DENVER), DENVER))).toBe(
      '2021-03-01T16:00:00.000Z',
    );
  });

  it('is the reopening after the current period when open', () => {
    const svc = service([
      weekly('MONDAY', '9:00 AM', '12:00 PM'),
      weekly('MONDAY', '1:00 PM', '5:00 PM'),
    ]);
    expect(iso(nextOpening(svc, at('2021-03-01 10:00', DENVER), DENVER))).toBe(
      '2021-03-01T20:00:00.000Z',
    );
  });

  it('skips closures and looks past the first week', () => {
    const svc = service(
      [weekly('MONDAY', '9:00 AM', '5:00 PM')],
      [dateRange('03/01/2021', '03/14/2021')],
    );
    // Monday 2021-03-15 9:00 is MDT (UTC-6): Denver sprang forward on the 14th.
    expect(iso(nextOpening(svc, at('2021-03-01 10:00', DENVER), DENVER))).toBe(
      '2021-03-15T15:00:00.000Z',
    );
  });

  it('finds a fifth weekday months ahead', () => {
    const svc = service([monthly('FIFTH', 'MONDAY', '9:00 AM', '5:00 PM')]);
    expect(iso(nextOpening(svc, at('2021-03-30 10:00', DENVER), DENVER))).toBe(
      '2021-05-31T15:00:00.000Z',
    );
  });

  it('is null for 24/7, ended ranges, contact-only, permanently closed and empty services', () => {
    const now = at('2021-03-01 10:00', DENVER);
    expect(nextOpening(service([fullDay]), now, DENVER)).toBeNull();
    expect(nextOpening(service([dateRange('01/01/2021', '01/02/2021')]), now, DENVER)).toBeNull();
    expect(nextOpening(service([fullDay], [], true), now, DENVER)).toBeNull();
    expect(nextOpening(service([fullDay], [closedForGood]), now, DENVER)).toBeNull();
    expect(nextOpening(service([]), now, DENVER)).toBeNull();
  });

  it('finds the reopening after a long open stretch', () => {
    const svc = service([
      dateRange('03/01/2021', '03/20/2021'),
      dateRange('04/01/2021', '04/01/2021', '9:00 AM', '5:00 PM'),
    ]);
    expect(iso(nextOpening(svc, at('2021-03-01 10:00', DENVER), DENVER))).toBe(
      '2021-04-01T15:00:00.000Z',
    );
  });
});
