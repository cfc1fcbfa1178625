import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_TAPS_GLOBAL, earlyTapsHandle } from '@client/early-taps/protocol';
import { installEarlyTaps } from '@client/early-taps/install';
import { answerEarlyTaps, takeEarlyTaps } from '@client/app/layout/early-taps';
import { i18n } from '@client/lib/i18n';
import { localDb } from '@client/db/database';
import { putServices } from '@client/db/service-record-writes';
import { renderApp, returningVisitor } from '../../render-app';
import { service } from '../../sync/fakes';
import { clearMirror } from '../../features/service-detail/fill-mirror';

// docs/architecture.md "The first screen": the prerendered Menu, language and tab buttons, and a
// served service page's kudos and favorites buttons, do nothing until the app mounts; the
// early-taps script keeps their taps, and the app answers them.

const prerendered = () => {
  document.body.innerHTML = `
    <div id="root">
      <header>
        <button type="button" data-early-tap="menu"><svg></svg><span>Menu</span></button>
        <a href="/">Refugio</a>
        <button type="button" lang="es" data-early-tap="language">Español</button>
      </header>
      <main>
        <nav aria-label="Service types"><ul>
          <li><button type="button" aria-pressed="true" data-early-tap="tab" data-early-tab="SHELTER">Shelter</button></li>
          <li><button type="button" aria-pressed="false" data-early-tap="tab" data-early-tab="FOOD">Food</button></li>
        </ul></nav>
        <button type="button">Search</button>
      </main>
    </div>`;
};

/** A served service page's buttons, as the server draws them (service-detail.tsx). */
const servedPage = () => {
  document.body.innerHTML = `
    <div id="root"><main><article><h1>Harbor House</h1>
      <button type="button" class="kudo-button" aria-label="Give kudos to Harbor House: 12" aria-pressed="false" data-early-tap="kudos" data-early-service="s1"><svg></svg><span>12</span></button>
      <button type="button" class="favorite-button" aria-label="Add to favorites: Harbor House" data-early-tap="favorite" data-early-service="s1"><svg></svg></button>
      <button type="button">Share</button>
    </article></main></div>`;
};

afterEach(() => {
  // A test's listener, if it was never taken from, goes with it.
  earlyTapsHandle(window)?.take();
  delete (window as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL];
  document.body.innerHTML = '';
});

describe('the early-taps script', () => {
  it('keeps taps on the marked controls, with the language a toggle names, and no others', () => {
    prerendered();
    const handle = installEarlyTaps(document, window);
    fireEvent.click(document.querySelector('svg')!);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(handle.take()).toEqual([
      { tap: 'menu', lang: '' },
      { tap: 'language', lang: 'es' },
    ]);
  });

  it('keeps a served service page’s kudos and favorites taps with the service they are for', () => {
    servedPage();
    const handle = installEarlyTaps(document, window);
    fireEvent.click(screen.getByRole('button', { name: /Give kudos/ }));
    fireEvent.click(document.querySelector('.favorite-button svg')!);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(handle.take()).toEqual([
      { tap: 'kudos', lang: '', service: 's1' },
      { tap: 'favorite', lang: '', service: 's1' },
    ]);
  });

  it('puts a tapped tab of home into the address at once, and shows it pressed', () => {
    window.history.replaceState(null, '', '/?q=soup#SHELTER');
    prerendered();
    installEarlyTaps(document, window);
    fireEvent.click(screen.getByRole('button', { name: 'Food' }));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/?q=soup#FOOD',
    );
    expect(screen.getByRole('button', { name: 'Food' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Shelter' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('leaves the address of another route alone (home’s shell shows there until the app mounts)', () => {
    window.history.replaceState(null, '', '/crisis_lines');
    prerendered();
    installEarlyTaps(document, window);
    fireEvent.click(screen.getByRole('button', { name: 'Food' }));
    expect(window.location.pathname + window.location.hash).toBe('/crisis_lines');
  });

  it('stops listening at the first take, and hands each tap over once', () => {
    prerendered();
    installEarlyTaps(document, window);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(takeEarlyTaps()).toEqual([{ tap: 'menu', lang: '' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(takeEarlyTaps()).toEqual([]);
  });

  it('leaves nothing to take where it did not run, and does not start once the app has taken', () => {
    expect(takeEarlyTaps()).toEqual([]);
    // The script loaded after the app's modules: the app's buttons answer for themselves.
    window.history.replaceState(null, '', '/');
    prerendered();
    installEarlyTaps(document, window);
    fireEvent.click(screen.getByRole('button', { name: 'Food' }));
    expect(screen.getByRole('button', { name: 'Food' }).getAttribute('aria-pressed')).toBe('false');
    expect(takeEarlyTaps()).toEqual([]);
  });
});

describe('what the app answers', () => {
  it('opens the menu once however often it was tapped, and takes the last language asked for', () => {
    expect(
      answerEarlyTaps([
        { tap: 'menu', lang: '' },
        { tap: 'language', lang: 'es' },
        { tap: 'menu', lang: '' },
        { tap: 'language', lang: 'en' },
      ]),
    ).toEqual({ openMenu: true, locale: 'en', kudos: [], favorites: [] });
    expect(answerEarlyTaps([])).toEqual({
      openMenu: false,
      locale: null,
      kudos: [],
      favorites: [],
    });
    expect(answerEarlyTaps([{ tap: 'language', lang: 'fr' }])).toEqual({
      openMenu: false,
      locale: null,
      kudos: [],
      favorites: [],
    });
  });

  it('gives one kudo however often it was tapped, and toggles a favorite tapped an odd number of times', () => {
    const kudos = { tap: 'kudos', lang: '', service: 's1' };
    const favorite = (service: string) => ({ tap: 'favorite', lang: '', service });
    const answers = answerEarlyTaps([
      kudos,
      favorite('s1'),
      kudos,
      favorite('s2'),
      favorite('s1'),
      favorite('s1'),
    ]);
    expect(answers.kudos).toEqual(['s1']);
    expect(answers.favorites.toSorted()).toEqual(['s1', 's2']);
    expect(answerEarlyTaps([favorite('s1'), favorite('s1')]).favorites).toEqual([]);
    // A mark without its service (an older page) is not acted on.
    expect(answerEarlyTaps([{ tap: 'kudos', lang: '' }]).kudos).toEqual([]);
  });
});

/**
 * Taps on the prerendered screen's `names` buttons (a served service page's, named by patterns),
 * kept by the script; the screen then goes.
 */
function tapBeforeMount(...names: (string | RegExp)[]): void {
  if (names.some((name) => name instanceof RegExp)) servedPage();
  else prerendered();
  installEarlyTaps(document, window);
  for (const name of names) fireEvent.click(screen.getByRole('button', { name }));
  document.body.innerHTML = '';
}

describe('the app, mounting after early taps', () => {
  beforeEach(returningVisitor);
  afterEach(clearMirror);

  it('opens the menu tapped on the prerendered screen, with focus in it', async () => {
    tapBeforeMount('Menu');
    await renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Menu', hidden: true }).getAttribute('aria-expanded'),
    ).toBe('true');
    // The app's own buttons answer for themselves: the early listener is gone.
    expect(takeEarlyTaps()).toEqual([]);
  });

  it('switches to the language tapped on the prerendered screen', async () => {
    tapBeforeMount('Español');
    await renderApp('/');
    await waitFor(() => expect(i18n.locale).toBe('es'));
    expect(await screen.findByRole('button', { name: 'English' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts home on the tab tapped on the prerendered screen', async () => {
    window.history.replaceState(null, '', '/');
    tapBeforeMount('Food');
    await renderApp(window.location.pathname + window.location.hash);
    const tabs = await screen.findByRole('navigation', { name: 'Service types' });
    expect(within(tabs).getByRole('button', { name: 'Food' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(window.location.hash).toBe('#FOOD');
  });

  it('gives the kudo and adds the favorite tapped on a served service page', async () => {
    await putServices(localDb(), [service('s1', { name: 'Harbor House', likes: 12 })]);
    tapBeforeMount(/Give kudos/, /Add to favorites/, /Give kudos/);
    await renderApp('/services/s1');
    const kudos = await screen.findByRole('button', { name: 'Give kudos to Harbor House: 13' });
    expect(kudos.getAttribute('aria-pressed')).toBe('true');
    expect(
      await screen.findByRole('button', { name: 'Remove from favorites: Harbor House' }),
    ).toBeTruthy();
    expect(await screen.findByText('Added to My Favorites')).toBeTruthy();
    // One kudo, queued once for the server.
    const queued = await localDb().outbox.toArray();
    expect(queued.filter(({ op }) => op.kind === 'kudo')).toHaveLength(1);
  });

  it('leaves a favorite tapped twice on a served service page as it was', async () => {
    await putServices(localDb(), [service('s1', { name: 'Harbor House', likes: 12 })]);
    tapBeforeMount(/Add to favorites/, /Add to favorites/);
    await renderApp('/services/s1');
    await screen.findByRole('heading', { level: 1, name: 'Harbor House' });
    expect(
      await screen.findByRole('button', { name: 'Add to favorites: Harbor House' }),
    ).toBeTruthy();
    expect(await localDb().favorites.count()).toBe(0);
  });

  it('opens no menu and keeps the language when nothing was tapped', async () => {
    installEarlyTaps(document, window);
    await renderApp('/');
    await screen.findByRole('button', { name: 'Menu' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(i18n.locale).toBe('en');
  });
});
