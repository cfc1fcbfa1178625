import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddServiceScreen } from '@client/features/service-form/components/service-form-screen';
import { activateLocale, i18n } from '@client/lib/i18n';
import { MemoryRouter } from '../../test-router';
import { withQueryClient } from '../../with-query-client';
import { signInAs, stubApi, type Call } from './helpers';

const QUOTA_MESSAGE =
  'You reached the Max Limit for adding new services. Please contact the app admin to add more.';

/** The server's answers: `owned` services, a quota of `quota`. */
function answers(owned: number, quota: number) {
  return stubApi((method, path) => {
    if (path.startsWith('/services/count?')) return { status: 200, body: { count: owned } };
    if (path === '/auth/profile') return { status: 200, body: { totalServices: quota } };
    return undefined;
  });
}

async function open() {
  await activateLocale('en');
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/add_service']}>
        {withQueryClient(<AddServiceScreen />)}
      </MemoryRouter>
    </I18nProvider>,
  );
}

// docs/spec/forms-and-messages.md D.1: /add_service checks the quota before it shows the form.
describe('/add_service and the service quota', () => {
  let calls: Call[];
  beforeEach(() => signInAs(['USER']));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the max-limit message instead of the form at the limit', async () => {
    calls = answers(3, 3);
    await open();
    expect((await screen.findByRole('alert')).textContent).toBe(QUOTA_MESSAGE);
    expect(screen.queryByRole('group', { name: 'Service types' })).toBeNull();
    // Counted: the person's own services of any status.
    const count = calls.find((call) => call.path.startsWith('/services/count?'));
    const query = new URLSearchParams(count?.path.split('?')[1]);
    expect(query.get('user')).toBe('user-1');
    expect(query.get('isShowAll')).toBe('true');
  });

  it('shows the form below the limit', async () => {
    calls = answers(2, 3);
    await open();
    expect(await screen.findByRole('group', { name: 'Service types' })).toBeTruthy();
    expect(screen.queryByText(QUOTA_MESSAGE)).toBeNull();
  });

  it('opens the form offline, leaving the check to the server on save', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await open();
    expect(await screen.findByRole('group', { name: 'Service types' })).toBeTruthy();
  });

  it('asks nothing for an administrator, who has no quota', async () => {
    signInAs(['ADMINISTRATOR']);
    calls = answers(99, 3);
    await open();
    expect(await screen.findByRole('group', { name: 'Service types' })).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/services/count'))).toBe(false);
  });
});
