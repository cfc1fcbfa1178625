import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Category } from '@shared/domain/enums';
import type { SubFilterKey } from '@shared/domain/sub-filters';

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
 * The buttons of a tab with 'All' (null) in the middle, as docs/spec/product-spec.md §2 lists them:
 * Meals / All / Food Pantries, Clothes / Hygiene / All / Tech / Assistance.
 */
export function subFilterButtons(keys: readonly SubFilterKey[]): (SubFilterKey | null)[] {
  const middle = Math.floor(keys.length / 2);
  return [...keys.slice(0, middle), null, ...keys.slice(middle)];
}
