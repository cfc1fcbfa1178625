import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../test-router';
import { withQueryClient } from '../../with-query-client';
import { vi } from 'vitest';
import { FeedbackInboxScreen } from '@client/features/feedback-inbox/components/feedback-inbox-screen';
import { activateLocale, i18n } from '@client/lib/i18n';
import type { Role } from '@shared/domain/enums';
import { signInWithRoles } from '../../render-app';

export interface FeedbackJson {
  id: string;
  type: 'SERVICE' | 'APP';
  service: string | null;
  subject: string;
  message: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  files: string[];
  isArchive: boolean;
  createdAt: string;
}

export function feedback(id: string, overrides: Partial<FeedbackJson> = {}): FeedbackJson {
  return {
    id,
    type: 'APP',
    service: null,
    subject: `Subject ${id}`,
    message: `Message ${id}`,
    name: null,
    email: 'sender@example.org',
    phone: null,
    files: [],
    isArchive: false,
    createdAt: '2026-03-04T15:00:00.000Z',
    ...overrides,
  };
}

export const fetchMock = vi.fn<typeof fetch>();

/**
 * Answers GET /api/feedbacks by tab query, and the given files by id. An archive or a delete
 * changes what the lists answer from then on, as the server's would.
 */
export function serveFeedback(
  lists: { app?: FeedbackJson[]; service?: FeedbackJson[]; archive?: FeedbackJson[] },
  /** File id → its content type (the bytes do not matter to the screen). */
  files: Record<string, string> = {},
) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/feedbacks' && method === 'GET') {
      const params = url.searchParams;
      const list =
        params.get('isArchive') === 'true'
          ? lists.archive
          : params.get('type') === 'APP'
            ? lists.app
            : lists.service;
      return Response.json(list ?? []);
    }
    const file = /^\/api\/files\/(.+)$/.exec(url.pathname);
    if (file) {
      const type = files[file[1]!];
      return type
        ? new Response('bytes', { headers: { 'content-type': type } })
        : Response.json({ code: 404, message: 'File not found' }, { status: 404 });
    }
    const changed = /^\/api\/feedbacks\/([^/]+)(\/archive)?$/.exec(url.pathname);
    if (changed) {
      const id = changed[1]!;
      const item = [...(lists.app ?? []), ...(lists.service ?? [])].find((f) => f.id === id);
      lists.app = lists.app?.filter((f) => f.id !== id);
      lists.service = lists.service?.filter((f) => f.id !== id);
      lists.archive = lists.archive?.filter((f) => f.id !== id);
      if (changed[2] && item)
        lists.archive = [{ ...item, isArchive: true }, ...(lists.archive ?? [])];
      return Response.json({ id });
    }
    return Response.json({ code: 404, message: 'Not found' }, { status: 404 });
  });
}

export async function showInbox(roles: Role[], locale: 'en' | 'es' = 'en') {
  signInWithRoles(roles);
  await activateLocale(locale);
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        {withQueryClient(<FeedbackInboxScreen servicePathOf={(id) => `/services/${id}`} />)}
      </MemoryRouter>
    </I18nProvider>,
  );
  await screen.findByRole('tablist');
}

export const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
