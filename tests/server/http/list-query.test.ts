import { describe, expect, it } from 'vitest';
import { parseListQuery } from '@server/http/list-query';

const spec = {
  defaultLimit: 25,
  maxLimit: 500,
  sortable: ['createdAt', 'likes'] as const,
  defaultSort: 'createdAt' as const,
  filterable: ['type', 'isApproved', 'category'] as const,
  searchable: ['name', 'description', 'city'] as const,
  defaultSearch: ['name', 'description'] as const,
};

describe('parseListQuery (docs/spec/api-contract.md §0.8)', () => {
  it('applies the defaults', () => {
    expect(parseListQuery({}, spec)).toEqual({
      limit: 25,
      skip: 0,
      sort: 'createdAt',
      direction: 'asc',
      searchFields: ['name', 'description'],
      q: undefined,
      filters: {},
    });
  });

  it('reads paging, sort and direction; only "desc" is descending', () => {
    const q = parseListQuery({ limit: '100', skip: '200', sort: 'likes', direction: 'desc' }, spec);
    expect(q).toMatchObject({ limit: 100, skip: 200, sort: 'likes', direction: 'desc' });
    expect(parseListQuery({ direction: 'DESC' }, spec).direction).toBe('asc');
  });

  it('reads limit=0 as the largest page and caps big limits', () => {
    expect(parseListQuery({ limit: '0' }, spec).limit).toBe(500);
    expect(parseListQuery({ limit: '100000' }, spec).limit).toBe(500);
  });

  it('takes filter values from the params it names, as comma lists; blank means no condition', () => {
    const q = parseListQuery(
      {
        filter: 'type, isApproved,category,unknown',
        type: 'FOOD, SHELTER,FOOD',
        isApproved: 'true',
        category: ' ',
        unknown: 'x',
      },
      spec,
    );
    expect(q.filters).toEqual({ type: ['FOOD', 'SHELTER'], isApproved: ['true'] });
  });

  it('keeps only searchable fields and drops "undefined" keywords', () => {
    expect(parseListQuery({ search: 'name, phone ,city', q: ' soup ' }, spec)).toMatchObject({
      searchFields: ['name', 'city'],
      q: 'soup',
    });
    expect(parseListQuery({ q: 'undefined' }, spec).q).toBeUndefined();
  });

  it.each([
    [{ limit: '-1' }, /limit must be a whole number/],
    [{ skip: 'abc' }, /skip must be a whole number/],
    [{ sort: 'password' }, /sort must be one of: createdAt, likes/],
    [{ q: ['a', 'b'] }, /q must be given once/],
    [{ filter: { $ne: 1 } }, /filter must be given once/],
  ])('rejects %j with a 400', (query, message) => {
    expect(() => parseListQuery(query, spec)).toThrow(message);
    try {
      parseListQuery(query, spec);
    } catch (error) {
      expect((error as { statusCode: number }).statusCode).toBe(400);
    }
  });
});
