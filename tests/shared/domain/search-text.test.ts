import { describe, expect, it } from 'vitest';
import { foldSearchText } from '@shared/domain/search-text';

/** The fold as first written: the whole text decomposed, then every diacritic dropped. */
const wholeText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

// ASCII (with its two diacritics), Latin-1 and Latin Extended letters, combining marks of
// different classes (so canonical reordering matters), Greek (final sigma), Hangul, Vietnamese,
// an astral character with a decomposition, an emoji, and whitespace of several kinds.
const POOL = [
  ...'aAzZ09 ^`~\'"-#.,\t\n',
  ...'éÉñÑüÜçÇáàâäãåøßæœ',
  ...'ǅǄĲŉſẞ',
  '\u0301',
  '\u0327',
  '\u0323',
  '\u0345',
  '\u05b0',
  '\u0e48',
  '\u3099',
  ...'ΣΑΒΓάΐ',
  ...'한국어',
  ...'Tiếng Việt',
  '\u{1d15e}',
  '\u{1f600}',
  // The characters of /\s/ (of U+2000–U+200A, both ends and U+2003), the space three times so
  // runs are common.
  ...' \t\n\v\f\r  ',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2003',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];

describe('foldSearchText', () => {
  it('folds accents, case and spaces in English and Spanish', () => {
    expect(foldSearchText('  Café  Olé\tÑANDÚ ^up` ')).toBe('cafe ole nandu up');
  });

  it('gives what folding the whole text at once gives, on any mix of characters', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 5000; round++) {
      const length = 1 + Math.floor(random() * 24);
      const text = Array.from({ length }, () => POOL[Math.floor(random() * POOL.length)]).join('');
      expect(foldSearchText(text), JSON.stringify(text)).toBe(wholeText(text));
    }
  });
});
