import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditPageScreen } from '@client/features/content-admin/components/edit-page-screen';
import { PagesScreen } from '@client/features/content-admin/components/pages-screen';
import { syncNow } from '@client/sync/page-engine';
import { fakeApi, lastToast, renderScreen, resetStaffTest, signIn } from '../regions/staff-helpers';

vi.mock('@client/sync/page-engine', () => ({
  syncNow: vi.fn(() => Promise.resolve()),
  afterQueuedWrite: vi.fn(),
}));

const ABOUT = {
  id: 'p1',
  code: 'ABOUT',
  name: 'About',
  nameEs: 'Acerca de',
  content: '<p>We help.</p>',
  contentEs: null,
};
const RULES = { ...ABOUT, id: 'p2', code: 'RULES', name: 'House rules', nameEs: null };

describe('/manage_pages', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(syncNow).mockClear();
    signIn(['ADMINISTRATOR']);
  });
  afterEach(resetStaffTest);

  it('lists the pages with links to edit them', async () => {
    fakeApi({ 'GET /static-pages': { body: [ABOUT, RULES] } });
    await renderScreen(<PagesScreen />);
    const link = await screen.findByRole('link', { name: 'Edit House rules' });
    expect(link.getAttribute('href')).toBe('/manage_pages/RULES');
  });

  it('creates a page with an upper-case code and opens its editor', async () => {
    const api = fakeApi({
      'GET /static-pages': { body: [ABOUT] },
      'POST /static-pages': (call) => ({
        body: { id: 'p3', nameEs: null, contentEs: null, ...(call.body as object) },
      }),
    });
    await renderScreen(<PagesScreen />);
    await screen.findByRole('heading', { name: 'About' });
    fireEvent.click(screen.getByRole('button', { name: 'New page' }));
    const form = screen.getByRole('dialog', { name: 'New page' });
    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: 'bad code!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create page' }));
    expect(within(form).getByText('A page code has 1 to 40 letters, digits, _ or -.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: 'shelter_rules' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Rules' } });
    fireEvent.change(within(form).getByLabelText('Content (HTML)'), {
      target: { value: '<p>Be kind.</p>' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(api.writes()[0]?.body).toEqual({
      code: 'SHELTER_RULES',
      name: 'Rules',
      nameEs: null,
      content: '<p>Be kind.</p>',
      contentEs: null,
    });
    expect(syncNow).toHaveBeenCalledTimes(1);
  });

  it('warns before deleting a page the app shows, then deletes it', async () => {
    let list = [ABOUT, RULES];
    fakeApi({
      'GET /static-pages': () => ({ body: list }),
      'DELETE /static-pages/ABOUT': () => {
        list = [RULES];
        return { body: ABOUT };
      },
    });
    await renderScreen(<PagesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete About' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain('after deleting it that screen is empty');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'About' })).toBeNull());
    expect(lastToast()?.text).toBe('Page deleted.');
  });
});

describe('/manage_pages/:code', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(syncNow).mockClear();
    signIn(['ADMINISTRATOR']);
  });
  afterEach(resetStaffTest);

  const open = () =>
    renderScreen(<EditPageScreen />, {
      path: '/manage_pages/ABOUT',
      pattern: '/manage_pages/:code',
    });

  it('previews the HTML live without running anything unsafe', async () => {
    fakeApi({ 'GET /static-pages/ABOUT': { body: ABOUT } });
    await open();
    const content = await screen.findByLabelText('Content (HTML)');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('We help.')).toBeTruthy();
    fireEvent.change(content, {
      target: { value: '<h2>Hello</h2><script>alert(1)</script><p onclick="x()">Hi</p>' },
    });
    expect(within(preview).getByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onclick]')).toBeNull();
  });

  it('saves and shows the sanitized HTML the server stored', async () => {
    const api = fakeApi({
      'GET /static-pages/ABOUT': { body: ABOUT },
      'PUT /static-pages/ABOUT': (call) => ({
        body: { ...ABOUT, ...(call.body as object), content: '<p>Hi</p>' },
      }),
    });
    await open();
    const content = await screen.findByLabelText('Content (HTML)');
    fireEvent.change(content, {
      target: { value: '<p style="color:red">Hi</p><script>x</script>' },
    });
    fireEvent.change(screen.getByLabelText('Content in Spanish (HTML)'), {
      target: { value: '<p>Hola</p>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect((await screen.findByRole('status')).textContent).toContain('was removed');
    expect((screen.getByLabelText('Content (HTML)') as HTMLTextAreaElement).value).toBe(
      '<p>Hi</p>',
    );
    expect(api.writes()[0]?.body).toEqual({
      name: 'About',
      nameEs: 'Acerca de',
      content: '<p style="color:red">Hi</p><script>x</script>',
      contentEs: '<p>Hola</p>',
    });
    expect(syncNow).toHaveBeenCalledTimes(1);
  });

  it('requires a name and content before sending', async () => {
    const api = fakeApi({ 'GET /static-pages/ABOUT': { body: ABOUT } });
    await open();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Content (HTML)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(screen.getByText('Please input the page name.')).toBeTruthy();
    expect(screen.getByText('Please input the page content.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(api.writes()).toHaveLength(0);
  });

  it('says when the page does not exist', async () => {
    fakeApi({
      'GET /static-pages/ABOUT': {
        status: 404,
        body: { code: 404, message: 'StaticPage not found' },
      },
    });
    await open();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This was not found. It may have been deleted.',
    );
  });
});
