import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MapStatusKind } from './map-points';

/** A marker's status in words, for when the open-status line is not known yet. */
export const STATUS_LABELS: Record<MapStatusKind, MessageDescriptor> = {
  open: msg`Open`,
  closed: msg`Closed`,
  contact: msg`Contact for hours`,
  unknown: msg`Hours not known`,
};
