import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Category, ServiceType } from '../../../../shared/domain/enums';
import type { SubFilterKey } from '../../../../shared/domain/sub-filters';

/** The bottom tabs; these names also fill NO_SERVICES_CLIENT's "in <Tab> tab". */
export const TAB_LABELS: Record<ServiceType, MessageDescriptor> = {
  FOOD: msg`Food`,
  SHELTER: msg`Shelter`,
  HEALTH: msg`Health`,
  RESOURCES: msg`Resources`,
  WORK: msg`Work`,
};

/** The sub-filter buttons as product-spec §2 names them (Meals / Food Pantries, ...). */
export const SUB_FILTER_LABELS: Record<SubFilterKey, MessageDescriptor> = {
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
};

export const CATEGORY_LABELS: Record<Category, MessageDescriptor> = {
  MEN: msg`Men`,
  WOMEN: msg`Women`,
  KIDS: msg`Kids`,
  SENIORS: msg`Seniors`,
  DISABLED: msg`Disabled`,
  FAMILIES: msg`Families`,
  LGBT: msg`LGBT`,
  ALL: msg`All categories`,
};

/**
 * The buttons of a tab with 'All' (null) in the middle, as product-spec §2 lists them:
 * Meals / All / Food Pantries, Clothes / Hygiene / All / Tech / Assistance.
 */
export function subFilterButtons(keys: readonly SubFilterKey[]): (SubFilterKey | null)[] {
  const middle = Math.floor(keys.length / 2);
  return [...keys.slice(0, middle), null, ...keys.slice(middle)];
}
