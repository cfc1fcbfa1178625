// fast-check arbitraries of bad values, derived from a route's zod schema (docs/api.md "Text input"):
// each field is either a plausible value (so the request reaches the handler) or a bad one —
// control characters, huge strings, wrong types, prototype keys, deep nesting, extreme numbers.
import fc from 'fast-check';

interface Def {
  type: string;
  [key: string]: unknown;
}
interface Node {
  _zod: { def: Def };
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && '_zod' in value;

const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f'];

/** Nested `depth` levels deep: `{"a":{"a":…}}` or `[[…]]`. */
export function deep(depth: number, asArray = false): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

export const prototypeKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString');

/** Strings no text field should take: control characters, huge, odd Unicode, prototype names. */
export const badString = (max = 200) =>
  fc.oneof(
    fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 }))
      .map(([a, c, b]) => `${a}${c}${b}`),
    fc.constantFrom(
      'x'.repeat(max + 1),
      'é'.repeat(100_000),
      '\ud800',
      '😀'.repeat(max),
      '__proto__',
      'constructor',
      "'; DROP TABLE services; --",
      '%',
      '_',
      '\\',
      '  ',
      '',
    ),
  );

/** Numbers that break careless code: negatives, huge, fractions, and numbers as text. */
export const badNumber = fc.oneof(
  fc.constantFrom(-1, -0, 0, 0.5, 1e308, -1e308, 2 ** 53 + 1, 2 ** 31, 99_999_999_999),
  fc.constantFrom('-1', '1e309', 'NaN', 'Infinity', '0x10', '99999999999'),
);

const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constant([]),
  fc.constant({}),
  fc.constantFrom(deep(300), deep(300, true)),
  fc.dictionary(prototypeKeys, fc.oneof(fc.string(), fc.constant({ polluted: true }))),
);

/** Texts that pass many fields: the ones the field accepts are used (ids of real rows included). */
const CANDIDATES = [
  'Fuzz text',
  'Denver',
  '80202',
  'CO',
  'USA',
  'ABOUT',
  '0|0',
  '-104.99|39.74',
  'fuzz@example.org',
  '1970-01-01T00:00:00.000Z',
  'https://example.org/push',
  '10:00 AM',
  '12/01/2026',
  'device-1234-abcd',
];

function accepted(schema: Node, extra: readonly string[]): fc.Arbitrary<string> {
  const parser = schema as unknown as { safeParse(v: unknown): { success: boolean } };
  const all = [...extra, ...CANDIDATES];
  const good = all.filter((text) => parser.safeParse(text).success);
  return fc.constantFrom(...(good.length ? good : all));
}

/** A value the schema would likely accept: every key present, formats and enums respected. */
export function plausibleFor(
  schema: unknown,
  ids: readonly string[] = [],
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!isNode(schema) || depth > 8) return fc.constant(undefined);
  const def = schema._zod.def;
  const inner = (child: unknown) => plausibleFor(child, ids, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def['shape'] as Record<string, unknown>;
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, inner(v)])));
    }
    case 'array':
      return fc.array(inner(def['element']), { minLength: 1, maxLength: 3 });
    case 'tuple':
      return fc.tuple(...(def['items'] as unknown[]).map(inner));
    case 'union':
      return fc.oneof(...(def['options'] as unknown[]).map(inner));
    case 'pipe': {
      const input = def['in'] as Node;
      if (input._zod.def.type === 'transform') return inner(def['out']);
      return input._zod.def.type === 'string' ? accepted(schema, ids) : inner(input);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def['innerType']);
    case 'string':
      return accepted(schema, ids);
    case 'number':
      return fc.integer({ min: 0, max: 20 });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def['entries'] as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def['values'] as unknown[]));
    default:
      return fc.constant('Fuzz text');
  }
}

export const badValue = (max?: number) =>
  fc.oneof(
    { arbitrary: badString(max), weight: 4 },
    { arbitrary: badNumber, weight: 1 },
    { arbitrary: wrongType, weight: 1 },
  );

/** Every leaf of a JSON value (the value itself when it has none), as key paths. */
function placesIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const places: (string | number)[][] = [];
  if (Array.isArray(value)) {
    value.forEach((item, i) => places.push(...placesIn(item, [...path, i])));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) places.push(...placesIn(item, [...path, key]));
  }
  return places.length ? places : [path];
}

/** `value` with the place at `pick` (modulo their count) replaced by `bad`. */
function replaceAt(value: unknown, pick: number, bad: unknown): unknown {
  const places = placesIn(value);
  const path = places[pick % places.length] ?? [];
  if (path.length === 0) return bad;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = bad;
  return copy;
}

/**
 * A plausible value with exactly one place made bad (so the rest gets the request to the
 * handler), sometimes with a prototype key added, sometimes wholly of the wrong type.
 */
export function mutatedFor(schema: unknown, ids: readonly string[] = []): fc.Arbitrary<unknown> {
  const plausible = plausibleFor(schema, ids);
  return fc.oneof(
    {
      arbitrary: fc.tuple(plausible, fc.nat(), badValue()).map(([v, n, b]) => replaceAt(v, n, b)),
      weight: 6,
    },
    {
      arbitrary: fc
        .tuple(plausible, prototypeKeys, wrongType)
        .map(([v, key, extra]) =>
          typeof v === 'object' && v !== null && !Array.isArray(v) ? { ...v, [key]: extra } : v,
        ),
      weight: 1,
    },
    { arbitrary: plausible, weight: 1 },
    { arbitrary: wrongType, weight: 1 },
  );
}
