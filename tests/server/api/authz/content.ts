import { randomUUID } from 'node:crypto';
import {
  freshAddress,
  newCrisisLine,
  newFaq,
  newFeedback,
  newLiaison,
  newPage,
  newRegion,
  newService,
} from '../content/matrix-fixtures';
import type { MatrixRow } from './types';

const ADMIN_ONLY = { default: 403, guest: 401, inactive: 401, ADMINISTRATOR: 200 };
const STAFF_ONLY = { ...ADMIN_ONLY, 'SUPER USER': 200, 'VOLUNTEER LEAD': 200 };
/** Feedback on one's services is managing them: not for accounts waiting or deactivated (§6). */
const MANAGING = { default: 200, guest: 401, inactive: 401, unapproved: 403 };
/** Someone else's feedback: only an administrator sees it; others are told it does not exist. */
const OTHERS_FEEDBACK = {
  default: 404,
  guest: 401,
  inactive: 401,
  unapproved: 403,
  ADMINISTRATOR: 200,
};

const crisisLineBody = { name: 'x', description: 'x', area: 'USA', time: '24/7', phone: '988' };
const faqBody = { question: 'q', answer: 'a' };

const crisisLineRows: MatrixRow[] = [
  {
    route: 'GET /api/crisis-lines',
    request: () => ({ method: 'GET', url: '/api/crisis-lines' }),
    expect: { default: 200 },
  },
  {
    route: 'GET /api/crisis-lines/count',
    request: () => ({ method: 'GET', url: '/api/crisis-lines/count' }),
    expect: { default: 200 },
  },
  {
    route: 'GET /api/crisis-lines/:id',
    request: async ({ db }) => ({
      method: 'GET',
      url: `/api/crisis-lines/${(await newCrisisLine(db)).id}`,
    }),
    expect: { default: 200 },
  },
  {
    route: 'POST /api/crisis-lines',
    request: () => ({ method: 'POST', url: '/api/crisis-lines', payload: crisisLineBody }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'PUT /api/crisis-lines/:id',
    request: async ({ db }) => ({
      method: 'PUT',
      url: `/api/crisis-lines/${(await newCrisisLine(db)).id}`,
      payload: crisisLineBody,
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'DELETE /api/crisis-lines/:id',
    request: async ({ db }) => ({
      method: 'DELETE',
      url: `/api/crisis-lines/${(await newCrisisLine(db)).id}`,
    }),
    expect: ADMIN_ONLY,
  },
];

const staticPageRows: MatrixRow[] = [
  {
    route: 'GET /api/static-pages',
    request: () => ({ method: 'GET', url: '/api/static-pages' }),
    expect: { default: 200 },
  },
  {
    route: 'GET /api/static-pages/count',
    request: () => ({ method: 'GET', url: '/api/static-pages/count' }),
    expect: { default: 200 },
  },
  {
    route: 'GET /api/static-pages/:code',
    request: () => ({ method: 'GET', url: '/api/static-pages/ABOUT' }),
    expect: { default: 200 },
  },
  {
    route: 'POST /api/static-pages',
    request: () => ({
      method: 'POST',
      url: '/api/static-pages',
      payload: { code: `N${randomUUID().slice(0, 8)}`, name: 'x', content: '<p>x</p>' },
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'PUT /api/static-pages/:code',
    request: async ({ db }) => ({
      method: 'PUT',
      url: `/api/static-pages/${(await newPage(db)).code}`,
      payload: { name: 'x', content: '<p>y</p>' },
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'DELETE /api/static-pages/:code',
    request: async ({ db }) => ({
      method: 'DELETE',
      url: `/api/static-pages/${(await newPage(db)).code}`,
    }),
    expect: ADMIN_ONLY,
  },
];

/** The same route twice: feedback on the caller's own service, then on a stranger's. */
function ownedFeedbackRows(
  method: 'GET' | 'POST' | 'DELETE',
  path: (feedbackId: string) => string,
  route: string,
): MatrixRow[] {
  return [
    {
      route,
      request: async ({ db }, actor) => ({
        method,
        url: path((await newFeedback(db, actor.id)).feedbackId),
      }),
      expect: MANAGING,
    },
    {
      route,
      name: "another user's feedback",
      request: async ({ db, stranger }) => ({
        method,
        url: path((await newFeedback(db, stranger.id)).feedbackId),
      }),
      expect: OTHERS_FEEDBACK,
    },
  ];
}

const feedbackRows: MatrixRow[] = [
  {
    route: 'POST /api/feedbacks/service',
    request: async ({ db }) => ({
      method: 'POST',
      url: '/api/feedbacks/service',
      remoteAddress: freshAddress(),
      payload: {
        service: (await newService(db, undefined)).id,
        subject: 'x',
        message: 'x',
        email: 'x@example.org',
      },
    }),
    expect: { default: 200 },
  },
  {
    route: 'POST /api/feedbacks/app',
    request: () => ({
      method: 'POST',
      url: '/api/feedbacks/app',
      remoteAddress: freshAddress(),
      payload: { email: 'x@example.org', subject: 'x', message: 'x' },
    }),
    expect: { default: 200 },
  },
  {
    route: 'GET /api/feedbacks',
    request: () => ({ method: 'GET', url: '/api/feedbacks' }),
    expect: MANAGING,
  },
  {
    route: 'GET /api/feedbacks/count',
    request: () => ({ method: 'GET', url: '/api/feedbacks/count' }),
    expect: MANAGING,
  },
  ...ownedFeedbackRows('GET', (id) => `/api/feedbacks/${id}`, 'GET /api/feedbacks/:id'),
  ...ownedFeedbackRows(
    'POST',
    (id) => `/api/feedbacks/${id}/archive`,
    'POST /api/feedbacks/:id/archive',
  ),
  ...ownedFeedbackRows('DELETE', (id) => `/api/feedbacks/${id}`, 'DELETE /api/feedbacks/:id'),
  {
    route: 'GET /api/files/:id',
    request: async ({ db }, actor) => ({
      method: 'GET',
      url: `/api/files/${(await newFeedback(db, actor.id)).fileId}`,
    }),
    // A guest (and a dead session) is told the file does not exist, not asked to sign in; so is
    // an account that may not manage services any more.
    expect: { default: 200, guest: 404, inactive: 404, unapproved: 404 },
  },
  {
    route: 'GET /api/files/:id',
    name: "another user's file",
    request: async ({ db, stranger }) => ({
      method: 'GET',
      url: `/api/files/${(await newFeedback(db, stranger.id)).fileId}`,
    }),
    expect: { default: 404, ADMINISTRATOR: 200 },
  },
];

const lookupRows: MatrixRow[] = [
  {
    route: 'GET /api/cities/static-countries',
    request: () => ({ method: 'GET', url: '/api/cities/static-countries' }),
    expect: { default: 200 },
  },
  {
    route: 'GET /api/cities/static-states/:country',
    request: () => ({ method: 'GET', url: '/api/cities/static-states/US' }),
    expect: { default: 200 },
  },
  {
    route: 'GET /api/cities/static-cities/:country/:state',
    request: () => ({ method: 'GET', url: '/api/cities/static-cities/US/WY' }),
    expect: { default: 200 },
  },
];

const regionRows: MatrixRow[] = [
  {
    route: 'GET /api/regions',
    request: () => ({ method: 'GET', url: '/api/regions' }),
    expect: STAFF_ONLY,
  },
  {
    route: 'GET /api/regions/count',
    request: () => ({ method: 'GET', url: '/api/regions/count' }),
    expect: STAFF_ONLY,
  },
  {
    route: 'GET /api/regions/:id',
    request: async ({ db }) => ({ method: 'GET', url: `/api/regions/${(await newRegion(db)).id}` }),
    expect: STAFF_ONLY,
  },
  {
    route: 'POST /api/regions',
    request: () => ({
      method: 'POST',
      url: '/api/regions',
      payload: { name: `R ${randomUUID()}` },
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'PUT /api/regions/:id',
    request: async ({ db }) => ({
      method: 'PUT',
      url: `/api/regions/${(await newRegion(db)).id}`,
      payload: { name: `R ${randomUUID()}`, states: ['CO'] },
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'DELETE /api/regions/:id',
    request: async ({ db }) => ({
      method: 'DELETE',
      url: `/api/regions/${(await newRegion(db)).id}`,
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'GET /api/regions/:id/coordinators',
    request: async ({ db }) => ({
      method: 'GET',
      url: `/api/regions/${(await newRegion(db)).id}/coordinators`,
    }),
    expect: STAFF_ONLY,
  },
  {
    route: 'PUT /api/regions/:id/coordinators',
    request: async ({ db }) => ({
      method: 'PUT',
      url: `/api/regions/${(await newRegion(db)).id}/coordinators`,
      payload: [{ name: 'Coordinator' }],
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'GET /api/homeless-liaisons',
    request: () => ({ method: 'GET', url: '/api/homeless-liaisons' }),
    expect: STAFF_ONLY,
  },
  {
    route: 'GET /api/homeless-liaisons/count',
    request: () => ({ method: 'GET', url: '/api/homeless-liaisons/count' }),
    expect: STAFF_ONLY,
  },
  {
    route: 'GET /api/homeless-liaisons/:id',
    request: async ({ db }) => ({
      method: 'GET',
      url: `/api/homeless-liaisons/${(await newLiaison(db)).id}`,
    }),
    expect: STAFF_ONLY,
  },
  {
    route: 'POST /api/homeless-liaisons',
    request: () => ({ method: 'POST', url: '/api/homeless-liaisons', payload: { name: 'x' } }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'PUT /api/homeless-liaisons/:id',
    request: async ({ db }) => ({
      method: 'PUT',
      url: `/api/homeless-liaisons/${(await newLiaison(db)).id}`,
      payload: { name: 'y' },
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'DELETE /api/homeless-liaisons/:id',
    request: async ({ db }) => ({
      method: 'DELETE',
      url: `/api/homeless-liaisons/${(await newLiaison(db)).id}`,
    }),
    expect: ADMIN_ONLY,
  },
];

const faqRows: MatrixRow[] = [
  {
    route: 'GET /api/chatbot-faqs',
    request: () => ({ method: 'GET', url: '/api/chatbot-faqs' }),
    expect: { default: 200 },
  },
  {
    route: 'GET /api/chatbot-faqs/count',
    request: () => ({ method: 'GET', url: '/api/chatbot-faqs/count' }),
    expect: { default: 200 },
  },
  {
    route: 'GET /api/chatbot-faqs/:id',
    request: async ({ db }) => ({
      method: 'GET',
      url: `/api/chatbot-faqs/${(await newFaq(db)).id}`,
    }),
    expect: { default: 200 },
  },
  {
    route: 'POST /api/chatbot-faqs',
    request: () => ({ method: 'POST', url: '/api/chatbot-faqs', payload: faqBody }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'PUT /api/chatbot-faqs/:id',
    request: async ({ db }) => ({
      method: 'PUT',
      url: `/api/chatbot-faqs/${(await newFaq(db)).id}`,
      payload: faqBody,
    }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'DELETE /api/chatbot-faqs/:id',
    request: async ({ db }) => ({
      method: 'DELETE',
      url: `/api/chatbot-faqs/${(await newFaq(db)).id}`,
    }),
    expect: ADMIN_ONLY,
  },
];

/** Crisis lines, feedback and files, static pages, lookups, regions and FAQ (docs/api/content.md). */
export const contentRows: MatrixRow[] = [
  ...crisisLineRows,
  ...staticPageRows,
  ...feedbackRows,
  ...lookupRows,
  ...regionRows,
  ...faqRows,
];
