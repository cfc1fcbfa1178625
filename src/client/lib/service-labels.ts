import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ServiceType } from '@shared/domain/enums';
import type { SubFilterKey } from '@shared/domain/sub-filters';

/**
 * The service types as the home tabs name them; the service form, the management lists and
 * NO_SERVICES_CLIENT's "in <Tab> tab" use the same words.
 */
export const SERVICE_TYPE_LABELS = {
  FOOD: msg`Food`,
  SHELTER: msg`Shelter`,
  HEALTH: msg`Health`,
  RESOURCES: msg`Resources`,
  WORK: msg`Work`,
} satisfies Record<ServiceType, MessageDescriptor>;

/** The sub-filter buttons as docs/spec/product-spec.md §2 names them (Meals / Food Pantries, ...). */
export const SUB_FILTER_LABELS = {
  Meals: msg`Meals`,
  'Food Pantry': msg`Food Pantries`,
  'Emergency Shelter': msg`Emergency`,
  'Transitional Housing': msg`Transitional`,
  'Medical Care': msg`Medical`,
  Counseling: msg`Counseling`,
  Clothing: msg`Clothes`,
  Hygiene: msg`Hygiene`,
  Tech: msg`Tech`,
  Assistance: msg`Assistance`,
  Education: msg`Education`,
  Employment: msg`Employment`,
} satisfies Record<SubFilterKey, MessageDescriptor>;
