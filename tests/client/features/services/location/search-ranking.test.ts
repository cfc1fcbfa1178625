import { describe, expect, it } from 'vitest';
import {
  filterByWords,
  matchesWords,
  SEARCH_FIELD_SEPARATOR,
  searchWords,
} from '@client/features/services/lib/search';
import { foldSearchText, serviceSearchText } from '@shared/domain/search-text';

/** A mirror text with its fields marked: name ␟ summaries ␟ everything else. */
const marked = (name: string, summary: string, rest: string) =>
  [name, summary, rest].map(foldSearchText).join(SEARCH_FIELD_SEPARATOR);

describe('searchWords', () => {
  it('folds case and accents and splits on spaces', () => {
    expect(searchWords('  Atención   MÉDICA ')).toEqual(['atencion', 'medica']);
    expect(searchWords('Niño')).toEqual(['nino']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('never yields the field separator as part of a word', () => {
    expect(searchWords(`a${SEARCH_FIELD_SEPARATOR}b`)).toEqual(['a', 'b']);
  });
});

describe('the default search fields (docs/spec/product-spec.md §9)', () => {
  const service = {
    name: 'Casa Esperanza',
    description: 'Beds for the night',
    descriptionEs: 'Camas para la noche',
    serviceSummary: 'Emergency shelter',
    serviceSummaryEs: 'Albergue de emergencia',
    address1: '123 Colfax Ave',
    address2: 'Suite 4',
    phone: '(303) 555-0100',
    userEmail: 'owner@example.org',
    contactEmail: 'front-desk@example.org',
  };
  const text = serviceSearchText(service);

  it.each([
    ['name', 'ESPERANZA'],
    ['description', 'night'],
    ['Spanish description', 'cámas NOCHE'],
    ['summary', 'emergency'],
    ['Spanish summary', 'albergue'],
    ['address1', 'colfax'],
    ['address2', 'suite 4'],
    ['phone', '555-0100'],
    ['owner email', 'owner@example'],
    ['contact email', 'front-desk'],
  ])('finds a service by its %s, whatever the case and accents', (_field, query) => {
    expect(matchesWords(text, searchWords(query))).toBe(true);
  });

  it('needs every word', () => {
    expect(matchesWords(text, searchWords('albergue pantry'))).toBe(false);
  });
});

describe('filterByWords ranking', () => {
  // Given newest first, as the home list passes them.
  const ids = ['rest', 'summary', 'name-new', 'name-old', 'none'];
  const texts = [
    marked('Hope Center', 'Clothes', 'Free food on Mondays'),
    marked('Hope Center', 'Food pantry', ''),
    marked('Food Bank of the Rockies', 'Groceries', ''),
    marked('Comida Food', 'Despensa', ''),
    marked('Library', 'Computers', 'Wi-Fi'),
  ];

  it('puts name matches first, then summary matches, then the rest, keeping the given order', () => {
    expect(filterByWords(ids, texts, searchWords('FOOD'))).toEqual([
      'name-new',
      'name-old',
      'summary',
      'rest',
    ]);
  });

  it('keeps each group stable when the groups come interleaved', () => {
    const mixed = ['r1', 'n1', 's1', 'r2', 'n2', 's2'];
    const mixedTexts = [
      marked('A', 'B', 'soup'),
      marked('Soup kitchen', '', ''),
      marked('C', 'Hot soup', ''),
      marked('D', '', 'soup'),
      marked('Sopa y Soup', '', ''),
      marked('E', 'soup', 'soup'),
    ];
    expect(filterByWords(mixed, mixedTexts, searchWords('soup'))).toEqual([
      'n1',
      'n2',
      's1',
      's2',
      'r1',
      'r2',
    ]);
  });

  it('ranks a multi-word search by its worst-placed word', () => {
    // 'food' is in the name, 'mondays' only in the description.
    const more = [...texts, marked('Food Bank', '', 'Open Mondays')];
    expect(filterByWords([...ids, 'mixed'], more, searchWords('food mondays'))).toEqual([
      'rest',
      'mixed',
    ]);
    expect(filterByWords(ids, texts, searchWords('center pantry'))).toEqual(['summary']);
  });

  it('keeps the given order for texts written without field marks', () => {
    const flat = ['Pantry food', 'Food bank', 'Meals'].map(foldSearchText);
    expect(filterByWords(['a', 'b', 'c'], flat, searchWords('food'))).toEqual(['a', 'b']);
  });

  it('returns every id, in order, for an empty search', () => {
    expect(filterByWords(ids, texts, [])).toEqual(ids);
  });
});
