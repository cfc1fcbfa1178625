import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { testRouter, TestRoutes } from '../../test-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditCrisisLineRoute } from '@client/app/routes/edit-crisis-line';
import { NewCrisisLineRoute } from '@client/app/routes/new-crisis-line';
import { localDb } from '@client/db/database';
import { activateLocale, i18n, type Locale } from '@client/lib/i18n';
import { useToastStore } from '@client/lib/toast-store';
import type { CrisisLineRecord } from '@shared/sync/protocol';
import { signInWithRoles } from '../../render-app';

const fetchMock = vi.fn<typeof fetch>();

function line(overrides: Partial<CrisisLineRecord> = {}): CrisisLineRecord {
  return {
    id: 'line-1',
    name: 'Alpha Line',
    description: 'Someone to talk to',
    descriptionEs: 'Alguien con quien hablar',
    area: 'Denver CO',
    time: '24/7',
    hoursEs: null,
    phone: '988',
    text: null,
    chatWebLink: null,
    website: 'www.alpha.org',
    ranking: 0,
    location: { type: 'Point', coordinates: [0, 0] },
    rev: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

async function open(path: string, locale: Locale = 'en') {
  signInWithRoles(['ADMINISTRATOR']);
  await activateLocale(locale);
  render(
    <I18nProvider i18n={i18n}>
      <TestRoutes
        initialEntry={path}
        routes={[
          { path: '/', element: <p>Home page</p> },
          { path: '/crisis_lines', element: <p>Directory page</p> },
          { path: '/crisis_lines/new', element: <NewCrisisLineRoute /> },
          { path: '/crisis_lines/:id/edit', element: <EditCrisisLineRoute /> },
        ]}
      />
    </I18nProvider>,
  );
  return testRouter;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const sentBody = (index = 0) =>
  JSON.parse(String(fetchMock.mock.calls[index]![1]!.body)) as Record<string, unknown>;
const lastToast = () => useToastStore.getState().toasts.at(-1);

describe('the crisis line form', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useToastStore.setState({ toasts: [] });
    await localDb().crisisLines.clear();
  });

  it('starts a new line with the default area and words every required field', async () => {
    await open('/crisis_lines/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Add Crisis Line' })).toBeTruthy();
    expect(input('Area').value).toBe('USA');
    type('Area', '');
    fireEvent.click(screen.getByRole('button', { name: 'Add Crisis Line' }));
    expect(screen.getByText('Please input crisisline name.')).toBeTruthy();
    expect(screen.getByText('Please input your description.')).toBeTruthy();
    expect(screen.getByText('Please input your phone')).toBeTruthy();
    expect(screen.getByText('Please input your area.')).toBeTruthy();
    expect(screen.getByText('Please input your time.')).toBeTruthy();
    expect(input('Crisis line name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Crisis line name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('limits the description to 1000 characters', async () => {
    await open('/crisis_lines/new');
    type('Description', 'x'.repeat(1001));
    fireEvent.click(screen.getByRole('button', { name: 'Add Crisis Line' }));
    expect(screen.getByText('Description in less than 1000 characters.')).toBeTruthy();
  });

  it("gives each field the shared schema's maximum length", async () => {
    await open('/crisis_lines/new');
    expect(input('Description').getAttribute('maxlength')).toBe('1000');
    expect(input('Crisis line name').getAttribute('maxlength')).toBe('200');
  });

  it('words a too-long text and control characters in Spanish', async () => {
    await open('/crisis_lines/new', 'es');
    fireEvent.change(input('Nombre de la línea de crisis'), { target: { value: 'x'.repeat(201) } });
    fireEvent.change(input('Horario'), { target: { value: '24/7\u0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar línea de crisis' }));
    expect(screen.getByText('Usa como máximo 200 caracteres.')).toBeTruthy();
    expect(
      screen.getByText('Quita los caracteres de control invisibles de este texto.'),
    ).toBeTruthy();
  });

  it('words the messages in Spanish', async () => {
    await open('/crisis_lines/new', 'es');
    const submit = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    fireEvent.click(submit);
    expect(screen.getByText('Ingresa el nombre de la línea de crisis.')).toBeTruthy();
    expect(screen.getByText('Ingresa una descripción.')).toBeTruthy();
    expect(screen.getByText('Ingresa el teléfono.')).toBeTruthy();
    expect(screen.getByText('Ingresa el horario.')).toBeTruthy();
  });

  it('creates a line, mirrors it and goes home with the toast', async () => {
    fetchMock.mockResolvedValue(Response.json(line({ id: 'new-1', name: 'Teen Line' })));
    const router = await open('/crisis_lines/new');
    type('Crisis line name', 'Teen Line');
    type('Description', 'Teens helping teens');
    type('Phone', '(800) 852-8336');
    type('Hours', '6 PM - 10 PM');
    fireEvent.click(screen.getByRole('button', { name: 'Add Crisis Line' }));
    await screen.findByText('Home page');
    expect(router.state.location.pathname).toBe('/');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/crisis-lines');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
    expect(sentBody()).toMatchObject({
      name: 'Teen Line',
      description: 'Teens helping teens',
      phone: '(800) 852-8336',
      area: 'USA',
      time: '6 PM - 10 PM',
    });
    expect(lastToast()).toMatchObject({ text: 'Crisis Line Added Successfully', tone: 'success' });
    expect((await localDb().crisisLines.get('new-1'))?.name).toBe('Teen Line');
  });

  it('edits a line loaded from the server and goes to the directory with the toast', async () => {
    fetchMock
      .mockResolvedValueOnce(Response.json(line()))
      .mockResolvedValueOnce(Response.json(line({ name: 'Alpha Line 2', rev: 4 })));
    const router = await open('/crisis_lines/line-1/edit');
    await waitFor(() => expect(input('Crisis line name').value).toBe('Alpha Line'));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Crisis Line' })).toBeTruthy();
    expect(input('Area').value).toBe('Denver CO');
    type('Crisis line name', 'Alpha Line 2');
    fireEvent.click(screen.getByRole('button', { name: 'Update Crisis Line' }));
    await screen.findByText('Directory page');
    expect(router.state.location.pathname).toBe('/crisis_lines');
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/crisis-lines/line-1');
    expect(init?.method).toBe('PUT');
    // A whole replacement: the Spanish text it already had goes back with it.
    expect(sentBody(1)).toMatchObject({
      name: 'Alpha Line 2',
      descriptionEs: 'Alguien con quien hablar',
      website: 'www.alpha.org',
    });
    expect(lastToast()).toMatchObject({ text: 'Crisis Line Updated Successfully' });
  });

  it('edits from the mirror when the server cannot be reached', async () => {
    await localDb().crisisLines.put(line({ name: 'Mirrored Line' }));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await open('/crisis_lines/line-1/edit');
    await waitFor(() => expect(input('Crisis line name').value).toBe('Mirrored Line'));
  });

  it('says when the line does not exist', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ code: 404, message: 'Crisis line not found' }, { status: 404 }),
    );
    await open('/crisis_lines/line-9/edit');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This crisis line was not found. It may have been deleted.',
    );
  });

  it('words the refusal in an alert and stays on the form', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ code: 403, message: 'Forbidden' }, { status: 403 }),
    );
    const router = await open('/crisis_lines/new');
    type('Crisis line name', 'Teen Line');
    type('Description', 'Teens helping teens');
    type('Phone', '988');
    type('Hours', '24/7');
    fireEvent.click(screen.getByRole('button', { name: 'Add Crisis Line' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You do not have permission to do this.',
    );
    expect(router.state.location.pathname).toBe('/crisis_lines/new');
    expect(lastToast()).toBeUndefined();
  });
});
