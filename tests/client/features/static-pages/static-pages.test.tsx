import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '@client/db/database';
import type { StaticPageRecord } from '@shared/sync/protocol';
import { useSyncStatus } from '@client/sync/status';
import { renderApp, returningVisitor } from '../../render-app';

function page(code: string, overrides: Partial<StaticPageRecord> = {}): StaticPageRecord {
  return {
    id: code.toLowerCase(),
    code,
    name: code,
    nameEs: null,
    content: `<h2>${code} in English</h2><p>English text.</p>`,
    contentEs: `<h2>${code} en español</h2><p>Texto en español.</p>`,
    rev: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('the static pages', () => {
  beforeEach(returningVisitor);
  afterEach(async () => {
    await localDb().staticPages.clear();
  });

  it.each([
    ['/about', 'ABOUT', 'About Refugio'],
    ['/terms_of_use', 'TERMS', 'Terms of use'],
    ['/privacy_policy', 'PRIVACY', 'Privacy policy'],
  ])('%s shows the %s page of the mirror in English', async (path, code, title) => {
    await localDb().staticPages.bulkPut([page('ABOUT'), page('TERMS'), page('PRIVACY')]);
    await renderApp(path);
    await screen.findByRole('heading', { level: 1, name: title });
    await screen.findByRole('heading', { level: 2, name: `${code} in English` });
    expect(screen.queryByText('Texto en español.')).toBeNull();
  });

  it('shows the Spanish content when the interface is Spanish', async () => {
    await localDb().staticPages.put(page('ABOUT'));
    await renderApp('/about', 'es');
    await screen.findByRole('heading', { level: 2, name: 'ABOUT en español' });
    expect(screen.getByText('Texto en español.').closest('[lang]')?.getAttribute('lang')).toBe(
      'es',
    );
  });

  // docs/screens.md: the seeded pages start with their own title as h2 under the screen's h1.
  it.each([
    ['en', 'About Refugio'],
    ['es', 'Acerca de Refugio'],
  ] as const)('shows the title once when the content repeats it (%s)', async (locale, title) => {
    await localDb().staticPages.put(
      page('ABOUT', {
        content: '<h2>About  Refugio</h2><p>English text.</p><h2>How it works</h2>',
        contentEs: '<h2>acerca de refugio</h2><p>Texto en español.</p><h2>Cómo funciona</h2>',
      }),
    );
    await renderApp('/about', locale);
    await screen.findByRole('heading', { level: 1, name: title });
    await screen.findByText(locale === 'en' ? 'English text.' : 'Texto en español.');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      title,
      locale === 'en' ? 'How it works' : 'Cómo funciona',
    ]);
  });

  it('keeps a first content heading that says something else than the title', async () => {
    await localDb().staticPages.put(page('ABOUT'));
    await renderApp('/about');
    await screen.findByRole('heading', { level: 2, name: 'ABOUT in English' });
  });

  it('falls back to English, marked as English, when the page has no Spanish text', async () => {
    await localDb().staticPages.put(page('TERMS', { contentEs: null }));
    await renderApp('/terms_of_use', 'es');
    const heading = await screen.findByRole('heading', { level: 2, name: 'TERMS in English' });
    expect(heading.closest('[lang]')?.getAttribute('lang')).toBe('en');
  });

  it('says the page is not available offline yet when the mirror does not hold it, offline', async () => {
    useSyncStatus.setState({ online: false });
    await renderApp('/privacy_policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    await screen.findByText(/This page is not available offline yet/);
  });

  it('says it is loading, not unavailable, while the first sync can still bring the page', async () => {
    useSyncStatus.setState({ online: true, problem: null });
    await renderApp('/terms_of_use');
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    await screen.findByText('Loading…');
    expect(screen.queryByText(/not available offline/)).toBeNull();
    // The first sync stores it.
    await localDb().staticPages.put(page('TERMS'));
    await screen.findByRole('heading', { level: 2, name: 'TERMS in English' });
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('says the page is not available once a whole sync did not bring it', async () => {
    useSyncStatus.setState({ online: true, problem: null });
    await localDb().meta.put({ name: 'lastSyncAt', value: 1 });
    try {
      await renderApp('/about');
      await screen.findByText(/This page is not available offline yet/);
    } finally {
      await localDb().meta.delete('lastSyncAt');
    }
  });

  it('renders links safely: app links stay in the app, unsafe markup and addresses are dropped', async () => {
    const html =
      '<p>See <a href="/crisis_lines">crisis lines</a>, <a href="https://example.org">a site</a>' +
      ' and <a href="javascript:alert(1)">a trap</a>.</p><script>window.hacked = true</script>' +
      '<p onclick="window.hacked = true" style="color:red">Plain <img src=x onerror="window.hacked=true"></p>';
    await localDb().staticPages.put(page('ABOUT', { content: html }));
    await renderApp('/about');
    const internal = await screen.findByRole('link', { name: 'crisis lines' });
    expect(internal.getAttribute('href')).toBe('/crisis_lines');
    const external = screen.getByRole('link', { name: 'a site' });
    expect(external.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.queryByRole('link', { name: 'a trap' })).toBeNull();
    expect(screen.getByText('a trap').tagName).toBe('SPAN');
    const content = document.querySelector('.static-page__content');
    expect(content?.querySelector('script, img, [onclick], [style]')).toBeNull();
    expect(content?.textContent).not.toContain('window.hacked');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});

describe('/account-deletion-policy', () => {
  it('states the steps, the delays and the data deleted and kept', async () => {
    await renderApp('/account-deletion-policy');
    await screen.findByRole('heading', { level: 1, name: 'Account deletion policy' });
    for (const name of ['How to ask', 'Data we delete', 'Data we may keep']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByText(/within 3 business days/)).toBeTruthy();
    expect(screen.getByText(/within 3 days after you confirm/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'feedback form' }).getAttribute('href')).toBe(
      '/feedback',
    );
  });
});
