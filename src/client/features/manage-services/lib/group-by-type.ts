import { SERVICE_TYPES, type ServiceType } from '@shared/domain/enums';

export interface TypeGroup<T> {
  /** null: services without a known type. */
  type: ServiceType | null;
  services: T[];
}

const isServiceType = (value: string): value is ServiceType =>
  (SERVICE_TYPES as readonly string[]).includes(value);

/**
 * Groups services by type, groups in FOOD…WORK order (docs/spec/product-spec.md §4). A service with several
 * types is listed under the first one it names only, so each has exactly one checkbox on screen.
 */
export function groupByType<T extends { type: readonly string[] }>(services: T[]): TypeGroup<T>[] {
  const groups = new Map<ServiceType | null, T[]>();
  for (const service of services) {
    const type = service.type.find(isServiceType) ?? null;
    groups.set(type, [...(groups.get(type) ?? []), service]);
  }
  return [...SERVICE_TYPES, null]
    .filter((type) => groups.has(type))
    .map((type) => ({ type, services: groups.get(type) ?? [] }));
}
