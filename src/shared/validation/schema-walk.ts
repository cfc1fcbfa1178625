// Reads zod 4 schemas as data: every string an input can carry, where it sits, and the rules it
// has. Forms take their fields' maxlength from it; the input tests walk every route's schemas with
// it (docs/api.md "Text input").
import { WITHOUT_CONTROL_CHARACTERS } from './text-limits';

interface Def {
  type: string;
  [key: string]: unknown;
}
interface Node {
  _zod: { def: Def };
}
interface Check {
  _zod: { def: { check: string; format?: string; pattern?: RegExp; maximum?: number } };
}

export interface StringLeaf {
  /** `body.schedules[].startTime`, `params.id`. */
  path: string;
  schema: Node;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

function checksOf(node: Node): Check[] {
  return (node._zod.def['checks'] as Check[] | undefined) ?? [];
}

/** Every string a request can hold under `schema` (what a request sends: a pipe's input side). */
export function stringLeaves(
  schema: unknown,
  path: string,
  seen = new Set<unknown>(),
): StringLeaf[] {
  if (!isNode(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const walk = (child: unknown, suffix = '') => stringLeaves(child, path + suffix, seen);
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'object': {
      const shape = def['shape'] as Record<string, unknown>;
      return Object.entries(shape).flatMap(([key, child]) => walk(child, `.${key}`));
    }
    case 'array':
      return walk(def['element'], '[]');
    case 'tuple':
      return (def['items'] as unknown[]).flatMap((item, index) => walk(item, `[${index}]`));
    case 'record':
      return [...walk(def['keyType'], '{key}'), ...walk(def['valueType'], '{}')];
    case 'union':
      return (def['options'] as unknown[]).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def['left']), ...walk(def['right'])];
    case 'pipe': {
      // z.preprocess(fn, schema) is a pipe whose input is a transform: the request meets `out`.
      const input = def['in'] as Node;
      return input._zod.def.type === 'transform' ? walk(def['out']) : walk(input);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def['innerType']);
    case 'lazy':
      return walk((def['getter'] as () => unknown)());
    default:
      return [];
  }
}

/** Whether the string carries the shared control-character rule (src/shared/validation/fields.ts). */
export function refusesControlCharacters(leaf: StringLeaf): boolean {
  return checksOf(leaf.schema).some(
    (check) =>
      check._zod.def.check === 'string_format' &&
      check._zod.def.pattern === WITHOUT_CONTROL_CHARACTERS,
  );
}

/** The string's maximum length, if it has one. */
export function maxLengthOf(leaf: StringLeaf): number | undefined {
  const maximums = checksOf(leaf.schema)
    .filter((check) => check._zod.def.check === 'max_length')
    .map((check) => check._zod.def.maximum ?? Infinity);
  return maximums.length ? Math.min(...maximums) : undefined;
}

/**
 * The maximum length of each top-level text field, for its input's `maxlength`: the limit a person
 * meets in a form is the one the shared schema enforces.
 */
export function fieldMaxLengths(schema: unknown): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const leaf of stringLeaves(schema, '')) {
    const name = /^\.([^.[{]+)$/.exec(leaf.path)?.[1];
    const max = maxLengthOf(leaf);
    if (name !== undefined && max !== undefined) limits[name] = Math.min(max, limits[name] ?? max);
  }
  return limits;
}
