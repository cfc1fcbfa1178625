import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ServiceType } from '../../../../shared/domain/enums';

/** The type names as the home tabs word them (same ids, so one translation). */
export const TYPE_LABELS: Record<ServiceType, MessageDescriptor> = {
  FOOD: msg`Food`,
  SHELTER: msg`Shelter`,
  HEALTH: msg`Health`,
  RESOURCES: msg`Resources`,
  WORK: msg`Work`,
};

export const OTHER_TYPE = msg`Other`;

export const isKnownType = (value: string): value is ServiceType =>
  Object.hasOwn(TYPE_LABELS, value);
