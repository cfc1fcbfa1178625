const DIRECTIONS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);
const SUFFIXES: Readonly<Record<string, string>> = {
  St: 'Street',
  Ave: 'Avenue',
  Blvd: 'Boulevard',
  Rd: 'Road',
  Dr: 'Drive',
  Ct: 'Court',
  Pl: 'Place',
  Pkwy: 'Parkway',
};

/** '1545 E Colfax Ave' → 'Colfax Avenue'; '4800 Rainier Ave S' → 'Rainier Avenue'. */
export function streetName(street: string): string {
  const words = street.split(' ').slice(1);
  if (words.length > 1 && DIRECTIONS.has(words[0] ?? '')) words.shift();
  if (words.length > 1 && DIRECTIONS.has(words[words.length - 1] ?? '')) words.pop();
  const last = words.length - 1;
  return words.map((w, i) => (i === last && i > 0 ? (SUFFIXES[w] ?? w) : w)).join(' ');
}

/** A house number a few doors along the same side of the street, for a reused address. */
export function nextDoor(street: string, step: number): string {
  const [number, ...rest] = street.split(' ');
  return [String(Number(number) + 6 * step), ...rest].join(' ');
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f']/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** '(303) 555-0142': the 555-0100…0199 block is reserved for fiction, so no one real is dialled. */
export function demoPhone(areaCode: string, index: number): string {
  return `(${areaCode}) 555-01${String(index % 100).padStart(2, '0')}`;
}
