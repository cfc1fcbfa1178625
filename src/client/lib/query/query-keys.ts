/**
 * Every key of the signed-in screens' query cache, in one place (docs/architecture.md "Online data
 * of the signed-in screens"). A key starts with the resource it holds, so a write invalidates that
 * resource's prefix (`queryKeys.users.all` refetches every user list and user page) and nothing
 * else. Public screens never use these: their data comes from Dexie.
 */
export const queryKeys = {
  services: {
    all: ['services'] as const,
    /** /manage_services: pages of one list query (manage-query.ts, without paging). */
    managed: (query: string) => ['services', 'managed', query] as const,
    /** /manage_approvals: the services waiting for this person's approval. */
    approvals: (query: string) => ['services', 'approvals', query] as const,
    /** One service as the form edits it. */
    one: (id: string) => ['services', 'one', id] as const,
    /** /add_service's quota check: the person's own services against their allowance. */
    quota: (userId: string) => ['services', 'quota', userId] as const,
  },
  /** Place lists that change only with a release (the country picker's names). */
  places: { countries: ['places', 'countries'] as const },
  users: {
    all: ['users'] as const,
    /** One page of GET /users with its total from /users/count. */
    page: (query: string) => ['users', 'page', query] as const,
    one: (id: string) => ['users', 'one', id] as const,
  },
  regions: {
    all: ['regions'] as const,
    list: ['regions', 'list'] as const,
    coordinators: (regionId: string) => ['regions', 'coordinators', regionId] as const,
  },
  liaisons: { all: ['liaisons'] as const },
  faqs: { all: ['faqs'] as const },
  staticPages: {
    all: ['static-pages'] as const,
    list: ['static-pages', 'list'] as const,
    one: (code: string) => ['static-pages', 'one', code] as const,
  },
  feedbacks: {
    all: ['feedbacks'] as const,
    tab: (tab: string) => ['feedbacks', tab] as const,
  },
} as const;
