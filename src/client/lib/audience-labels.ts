import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Category } from '@shared/domain/enums';

/** The category words of docs/spec/forms-and-messages.md E.2; ALL reads 'Anyone', as the lists show it. */
export const CATEGORY_LABELS = {
  MEN: msg`Men`,
  WOMEN: msg`Women`,
  KIDS: msg`Youth/Kids`,
  SENIORS: msg`Seniors`,
  DISABLED: msg`Disabled`,
  FAMILIES: msg`Families`,
  LGBT: msg`LGBT+`,
  ALL: msg`Anyone`,
} satisfies Record<Category, MessageDescriptor>;

/** A service for ALL serves anyone: the specific categories next to it add nothing. */
export function audienceOf(categories: readonly Category[]): Category[] {
  return categories.includes('ALL') ? ['ALL'] : [...categories];
}
