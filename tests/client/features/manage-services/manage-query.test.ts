import { describe, expect, it } from 'vitest';
import { groupByType } from '@client/features/manage-services/lib/group-by-type';
import {
  approvalsQuery,
  manageServicesQuery,
} from '@client/features/manage-services/lib/manage-query';

const params = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('manageServicesQuery', () => {
  const options = { search: '  Soup  ', sort: 'newest', skip: 50 } as const;

  it('limits a provider to their own services, searching names only', () => {
    expect(params(manageServicesQuery({ id: 'u1', roles: ['USER'] }, options))).toEqual({
      filter: 'isShowAll,user',
      isShowAll: 'true',
      user: 'u1',
      search: 'name',
      q: 'Soup',
      sort: 'createdAt',
      direction: 'desc',
      limit: '25',
      skip: '50',
    });
  });

  it('gives an administrator every service and sorts top kudos by likes', () => {
    const query = params(
      manageServicesQuery(
        { id: 'a1', roles: ['ADMINISTRATOR', 'VOLUNTEER LEAD'] },
        {
          search: '',
          sort: 'kudos',
          skip: 0,
        },
      ),
    );
    expect(query.filter).toBe('isShowAll');
    expect(query.q).toBeUndefined();
    expect(query.sort).toBe('likes');
  });
});

describe('approvalsQuery', () => {
  it('gives an administrator every unapproved service', () => {
    const query = params(approvalsQuery({ roles: ['ADMINISTRATOR', 'USER'] }));
    expect(query.isApproved).toBe('false');
    expect(query.filter).toBe('isApproved,isShowAll');
    expect(query.userType).toBeUndefined();
  });

  it('asks for unapproved volunteer-created services for a lead, the largest page', () => {
    const query = params(approvalsQuery({ roles: ['VOLUNTEER LEAD'] }));
    expect(query.isApproved).toBe('false');
    expect(query.userType).toBe('VOLUNTEER');
    expect(query.limit).toBe('0');
  });
});

describe('groupByType', () => {
  it('orders groups FOOD…WORK and lists each service once, under the first type it names', () => {
    const groups = groupByType([
      { id: 'w', type: ['WORK'] },
      { id: 's', type: ['SHELTER', 'FOOD'] },
      { id: 'f', type: ['FOOD'] },
      { id: 'x', type: ['UNKNOWN'] },
    ]);
    expect(groups.map((g) => [g.type, g.services.map((s) => s.id)])).toEqual([
      ['FOOD', ['f']],
      ['SHELTER', ['s']],
      ['WORK', ['w']],
      [null, ['x']],
    ]);
  });
});
