import { describe, expect, it } from 'vitest';
import { CATEGORIES, type Category } from '@shared/domain/enums';
import { normalizeCategories, toggleCategory } from '@shared/validation/categories';
import { maskPhone } from '@shared/validation/phone-mask';
import {
  descriptionCharsLeft,
  isDescriptionTooLong,
  normalizeEmail,
  withScheme,
} from '@shared/validation/text';

const SEVEN: Category[] = ['MEN', 'WOMEN', 'KIDS', 'SENIORS', 'DISABLED', 'FAMILIES', 'LGBT'];

describe('toggleCategory (docs/spec/product-spec.md §5, the ALL rule)', () => {
  it('ticks every category when ALL is ticked', () => {
    expect(toggleCategory(['MEN'], 'ALL', true)).toEqual([...CATEGORIES]);
  });

  it('unticks every category when ALL is unticked (the original kept all eight)', () => {
    expect(toggleCategory([...CATEGORIES], 'ALL', false)).toEqual([]);
  });

  it('clears ALL when any other category is unticked', () => {
    expect(toggleCategory([...CATEGORIES], 'WOMEN', false)).toEqual([
      'MEN',
      'KIDS',
      'SENIORS',
      'DISABLED',
      'FAMILIES',
      'LGBT',
    ]);
  });

  it('ticks ALL when the last of the seven others is ticked', () => {
    expect(toggleCategory(SEVEN.slice(0, 6), 'LGBT', true)).toEqual([...CATEGORIES]);
  });

  it('adds a single category without ticking ALL while others are missing', () => {
    expect(toggleCategory(['WOMEN'], 'MEN', true)).toEqual(['MEN', 'WOMEN']);
  });

  it('removes a single category', () => {
    expect(toggleCategory(['MEN', 'WOMEN'], 'MEN', false)).toEqual(['WOMEN']);
  });

  it('keeps the canonical order and no duplicates', () => {
    expect(toggleCategory(['LGBT', 'MEN', 'MEN'], 'KIDS', true)).toEqual(['MEN', 'KIDS', 'LGBT']);
  });
});

describe('normalizeCategories', () => {
  it('reads ALL alone as all eight', () => {
    expect(normalizeCategories(['ALL'])).toEqual([...CATEGORIES]);
  });

  it('adds ALL when all seven others are present', () => {
    expect(normalizeCategories(SEVEN)).toEqual([...CATEGORIES]);
  });

  it('leaves a partial list as it is, ordered and de-duplicated', () => {
    expect(normalizeCategories(['SENIORS', 'MEN', 'SENIORS'])).toEqual(['MEN', 'SENIORS']);
  });
});

describe('maskPhone (docs/spec/product-spec.md §5)', () => {
  it.each([
    ['', ''],
    ['3', '(3'],
    ['303', '(303'],
    ['3035', '(303) 5'],
    ['303555', '(303) 555'],
    ['3035550', '(303) 555-0'],
    ['3035550100', '(303) 555-0100'],
  ])('masks %j progressively as %j', (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
  });

  it('keeps digits only', () => {
    expect(maskPhone('303-555.01ab00')).toBe('(303) 555-0100');
  });

  it('stops at 14 characters', () => {
    expect(maskPhone('30355501009999')).toBe('(303) 555-0100');
    expect(maskPhone('30355501009999')).toHaveLength(14);
  });

  it('drops the country code of a pasted +1 number', () => {
    expect(maskPhone('+1 (303) 555-0100')).toBe('(303) 555-0100');
  });

  it('is stable when run again on its own output (each keystroke re-masks)', () => {
    expect(maskPhone(maskPhone('3035550100'))).toBe('(303) 555-0100');
    expect(maskPhone('(303) ')).toBe('(303');
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Mark@Gmail.COM ')).toBe('mark@gmail.com');
  });
});

describe('withScheme (docs/spec/product-spec.md §5)', () => {
  it.each([
    ['www.abc.org', 'http://www.abc.org'],
    ['abc.org/chat', 'http://abc.org/chat'],
    ['localhost:8080/x', 'http://localhost:8080/x'],
    ['//abc.org', 'http://abc.org'],
    ['https://abc.org', 'https://abc.org'],
    ['http://abc.org', 'http://abc.org'],
    ['mailto:help@abc.org', 'mailto:help@abc.org'],
    ['tel:988', 'tel:988'],
    ['', ''],
  ])('turns %j into %j', (url, link) => {
    expect(withScheme(url)).toBe(link);
  });
});

describe('description length (docs/spec/product-spec.md §9)', () => {
  it('allows 1000 characters and not 1001', () => {
    expect(isDescriptionTooLong('a'.repeat(1000))).toBe(false);
    expect(isDescriptionTooLong('a'.repeat(1001))).toBe(true);
    expect(descriptionCharsLeft('a'.repeat(990))).toBe(10);
  });
});
