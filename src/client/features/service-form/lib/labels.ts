import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Category } from '@shared/domain/enums';

// The service form's words for the enumerations (docs/spec/forms-and-messages.md D.1 and E.2). The original
// showed the raw type keys; ours are translated.
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
