import { FOOD_KINDS } from './food';
import { HEALTH_KINDS } from './health';
import type { ServiceKind } from './kind';
import { RESOURCE_KINDS } from './resources';
import { SHELTER_KINDS } from './shelter';
import { WORK_KINDS } from './work';

export type { Bilingual, ServiceKind } from './kind';

export const KINDS = {
  ...FOOD_KINDS,
  ...SHELTER_KINDS,
  ...HEALTH_KINDS,
  ...RESOURCE_KINDS,
  ...WORK_KINDS,
} as const satisfies Record<string, ServiceKind>;

export type KindKey = keyof typeof KINDS;
