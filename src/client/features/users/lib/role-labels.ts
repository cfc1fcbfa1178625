import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@shared/domain/enums';

/** The words of the seven roles of docs/spec/product-spec.md §3 (the API keeps the upper-case codes). */
export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  USER: msg`User`,
  ADMINISTRATOR: msg`Administrator`,
  'SUPER USER': msg`Super user`,
  'AUTO USER': msg`Auto user`,
  VOLUNTEER: msg`Volunteer`,
  'VOLUNTEER LEAD': msg`Volunteer lead`,
  'VOLUNTEER SENIOR': msg`Volunteer senior`,
};
