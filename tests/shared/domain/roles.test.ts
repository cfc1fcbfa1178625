import { describe, expect, it } from 'vitest';
import {
  canManageServices,
  canSetCriticalHeader,
  isAdmin,
  isAdminOrLead,
  isVolunteer,
} from '@shared/domain/roles';
import type { Role } from '@shared/domain/enums';

const user = (roles: Role[], extra: { isApproved?: boolean; isVolunteer?: boolean } = {}) => ({
  roles,
  isApproved: true,
  ...extra,
});

describe('role rules (docs/spec/product-spec.md §6)', () => {
  it('knows administrators, leads and volunteers', () => {
    expect(isAdmin(user(['ADMINISTRATOR']))).toBe(true);
    expect(isAdmin(user(['SUPER USER']))).toBe(false);
    expect(isAdminOrLead(user(['VOLUNTEER LEAD']))).toBe(true);
    expect(isAdminOrLead(user(['VOLUNTEER SENIOR']))).toBe(false);
    for (const r of ['VOLUNTEER', 'VOLUNTEER LEAD', 'VOLUNTEER SENIOR'] as const) {
      expect(isVolunteer(user([r]))).toBe(true);
    }
    expect(isVolunteer(user(['USER'], { isVolunteer: true }))).toBe(true);
    expect(isVolunteer(user(['USER']))).toBe(false);
    expect(isVolunteer(null)).toBe(false);
  });

  it('lets only super users and administrators set a critical header', () => {
    expect(canSetCriticalHeader(user(['SUPER USER']))).toBe(true);
    expect(canSetCriticalHeader(user(['ADMINISTRATOR']))).toBe(true);
    expect(canSetCriticalHeader(user(['AUTO USER']))).toBe(false);
    expect(canSetCriticalHeader(user(['VOLUNTEER LEAD']))).toBe(false);
  });

  it('keeps an unapproved volunteer out of service management', () => {
    expect(canManageServices(user(['VOLUNTEER'], { isApproved: false }))).toBe(false);
    expect(canManageServices(user(['VOLUNTEER']))).toBe(true);
    expect(canManageServices(user(['USER']))).toBe(true);
    expect(canManageServices(null)).toBe(false);
  });
});
