import { msg } from '@lingui/core/macro';
import { SERVICE_TYPE_LABELS } from '@client/lib/service-labels';
import type { ServiceType } from '@shared/domain/enums';

export const OTHER_TYPE = msg`Other`;

export const isKnownType = (value: string): value is ServiceType =>
  Object.hasOwn(SERVICE_TYPE_LABELS, value);
