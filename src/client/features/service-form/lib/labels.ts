import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Category, ServiceType } from '../../../../shared/domain/enums';
import type { SubFilterKey } from '../../../../shared/domain/sub-filters';

// The service form's words for the enumerations (forms-and-messages D.1 and E.2). The original
// showed the raw type keys; ours are translated.
export const TYPE_LABELS = {
  FOOD: msg`Food`,
  SHELTER: msg`Shelter`,
  HEALTH: msg`Health`,
  RESOURCES: msg`Resources`,
  WORK: msg`Work`,
} satisfies Record<ServiceType, MessageDescriptor>;

/** In the original's order: Men … LGBT+, then All. */
export const CATEGORY_LABELS = {
  MEN: msg`Men`,
  WOMEN: msg`Women`,
  KIDS: msg`Youth/Kids`,
  SENIORS: msg`Seniors`,
  DISABLED: msg`Disabled`,
  FAMILIES: msg`Families`,
  LGBT: msg`LGBT+`,
  ALL: msg`All`,
} satisfies Record<Category, MessageDescriptor>;

/** The home screen's sub-filter buttons (product-spec §2) a service can be listed under. */
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
