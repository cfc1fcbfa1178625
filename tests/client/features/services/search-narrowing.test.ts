import { describe, expect, it } from 'vitest';
import {
  filterByWords,
  narrowingSearch,
  narrows,
  searchWords,
} from '@client/features/services/lib/search';
import { SEARCH_FIELD_SEPARATOR } from '@shared/domain/search-text';

const S = SEARCH_FIELD_SEPARATOR;

/** Folded texts whose reads are counted by position. */
function countedTexts(texts: string[]) {
  const reads: number[] = [];
  const proxy = new Proxy(texts, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads.push(Number(key));
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { texts: proxy, reads };
}

const TEXTS = [
  `harbor house${S}emergency shelter${S}denver`,
  `hope center${S}meals${S}colfax`,
  `harbor light${S}shelter for families${S}aurora`,
  `family haven${S}harbor street shelter${S}denver`,
  `food bank${S}pantry${S}boulder`,
];
const IDS = ['a', 'b', 'c', 'd', 'e'];

describe('narrows', () => {
  it('is true when every earlier word is inside a new one', () => {
    expect(narrows(['ha'], ['har'])).toBe(true);
    expect(narrows(['harbor'], ['harbor', 'sh'])).toBe(true);
    expect(narrows(['har'], ['ha'])).toBe(false);
    expect(narrows(['harbor', 'sh'], ['harbor'])).toBe(false);
  });
});

describe('narrowingSearch', () => {
  it('rescans only the last matches when a keystroke narrows the search', () => {
    const { texts, reads } = countedTexts([...TEXTS]);
    expect(narrowingSearch(IDS, texts, searchWords('h'))).toEqual(['a', 'b', 'c', 'd']);
    expect(reads).toEqual([0, 1, 2, 3, 4]);

    reads.length = 0;
    expect(narrowingSearch(IDS, texts, searchWords('ha'))).toEqual(['a', 'c', 'd']);
    expect(reads).toEqual([0, 1, 2, 3]);

    reads.length = 0;
    expect(narrowingSearch(IDS, texts, searchWords('harbor'))).toEqual(['a', 'c', 'd']);
    expect(reads).toEqual([0, 2, 3]);

    reads.length = 0;
    expect(narrowingSearch(IDS, texts, searchWords('harbor fam'))).toEqual(['c', 'd']);
    expect(reads).toEqual([0, 2, 3]);
  });

  it('scans the whole list again when the search widens', () => {
    const { texts, reads } = countedTexts([...TEXTS]);
    narrowingSearch(IDS, texts, searchWords('harbor'));
    reads.length = 0;
    expect(narrowingSearch(IDS, texts, searchWords('har'))).toEqual(['a', 'c', 'd']);
    expect(reads).toEqual([0, 1, 2, 3, 4]);
  });

  it('answers what filterByWords answers, rank order included', () => {
    const texts = [...TEXTS];
    for (const typed of ['s', 'sh', 'she', 'shel', 'shelter', 'shelter d', 'shelter de']) {
      const words = searchWords(typed);
      expect(narrowingSearch(IDS, texts, words)).toEqual(filterByWords(IDS, texts, words));
    }
  });
});
