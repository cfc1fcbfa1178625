import type { ServiceEditorRole } from '@shared/validation/service-roles';

export const ROLES: readonly ServiceEditorRole[] = ['volunteer', 'provider', 'admin', 'superUser'];

/** A food service that passes for every role. */
export const FOOD_SERVICE = {
  name: 'Denver Rescue Mission',
  description: 'Hot meals every day.',
  address1: '1130 Park Ave W',
  city: 'Denver',
  state: 'CO',
  zip: '80205',
  country: 'United States',
  type: ['FOOD'],
  serviceSummary: 'Meals',
  category: ['MEN', 'WOMEN'],
  schedules: [{ type: 'WEEKLY', day: 'MONDAY', startTime: '8:00 AM', endTime: '5:00 PM' }],
  closeSchedules: [],
};

/** A shelter with its beds, for roles that may set them. */
export const SHELTER = {
  ...FOOD_SERVICE,
  type: ['SHELTER'],
  serviceSummary: 'Emergency Shelter',
  schedules: [{ type: 'WEEKLY', day: 'MONDAY', startTime: '8:00 PM', endTime: '8:00 AM' }],
  totalBeds: 40,
  availableBeds: 12,
};
