import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of the i18n module per test: the setup file has already loaded the management
// catalog into the shared one.
async function freshI18n() {
  vi.resetModules();
  return import('@client/lib/i18n');
}

// A message only the schedule editor (service form) uses, and one every visitor sees; catalogs are
// keyed by the hash of the English text, as the macros compile them.
const MANAGEMENT_ID = generateMessageId('Add opening hours');
const PUBLIC_ID = generateMessageId('Find help nearby');
// A message only the crisis lines screen uses: a visitor screen outside the first one.
const VISITOR_ID = generateMessageId('No crisis lines have been added yet.');
const VISITOR_ES = 'Todavía no se ha añadido ninguna línea de crisis.';

describe('the management catalog', () => {
  beforeEach(() => localStorage.clear());

  it('is not loaded with a visitor’s language, and is added on demand', async () => {
    const { activateLocale, i18n, loadManagementCatalog } = await freshI18n();
    await activateLocale('es');
    expect(i18n._(PUBLIC_ID)).toBe('Encuentra ayuda cerca');
    const managementBefore = i18n._(MANAGEMENT_ID);
    await loadManagementCatalog();
    expect(i18n._(MANAGEMENT_ID)).toBe('Agregar horario de atención');
    expect(managementBefore).not.toBe('Agregar horario de atención');
  });

  it('follows a language change once loaded', async () => {
    const { activateLocale, i18n, loadManagementCatalog } = await freshI18n();
    await activateLocale('en');
    await loadManagementCatalog();
    expect(i18n._(MANAGEMENT_ID)).toBe('Add opening hours');
    await activateLocale('es');
    expect(i18n._(MANAGEMENT_ID)).toBe('Agregar horario de atención');
    expect(i18n._(PUBLIC_ID)).toBe('Encuentra ayuda cerca');
  });
});

describe('the other visitor screens’ catalog', () => {
  beforeEach(() => localStorage.clear());

  it('is not loaded with the first screen’s, and is added on demand', async () => {
    const { activateLocale, i18n, loadCatalog } = await freshI18n();
    await activateLocale('es');
    expect(i18n._(PUBLIC_ID)).toBe('Encuentra ayuda cerca');
    expect(i18n._(VISITOR_ID)).not.toBe(VISITOR_ES);
    await loadCatalog('visitor');
    expect(i18n._(VISITOR_ID)).toBe(VISITOR_ES);
  });

  it('is loaded in the language being activated when asked for during the activation', async () => {
    const { activateLocale, i18n, loadCatalog } = await freshI18n();
    await activateLocale('en');
    const activating = activateLocale('es');
    await loadCatalog('visitor');
    await activating;
    expect(i18n.locale).toBe('es');
    expect(i18n._(VISITOR_ID)).toBe(VISITOR_ES);
  });
});

describe('a catalog part that failed to load', () => {
  beforeEach(() => localStorage.clear());

  // Offline on a first visit, before the service worker holds the chunk: the part fails, and the
  // screens already drawn show Lingui's ids. It is asked for again once that can succeed.
  async function failingVisitorCatalog() {
    let offline = true;
    // jsdom has no service workers: the page's container, as an event target.
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: new EventTarget(),
    });
    vi.resetModules();
    vi.doMock('@client/locales/es/messages.po', async (importOriginal) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const module = await import('@client/lib/i18n');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await module.activateLocale('es');
    await module.loadCatalog('visitor');
    expect(module.i18n._(VISITOR_ID)).not.toBe(VISITOR_ES);
    return { ...module, goOnline: () => (offline = false) };
  }

  const untilTranslated = async (i18n: { _: (id: string) => string }) =>
    vi.waitFor(() => expect(i18n._(VISITOR_ID)).toBe(VISITOR_ES));

  afterEach(() => {
    vi.doUnmock('@client/locales/es/messages.po');
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.restoreAllMocks();
  });

  it('is loaded again when the browser is back online, and the drawn screens hear of it', async () => {
    const { i18n, goOnline } = await failingVisitorCatalog();
    const changed = vi.fn();
    i18n.on('change', changed);
    goOnline();
    window.dispatchEvent(new Event('online'));
    await untilTranslated(i18n);
    expect(changed).toHaveBeenCalled();
  });

  it('is loaded again when a service worker takes control of the page', async () => {
    const { i18n, goOnline } = await failingVisitorCatalog();
    goOnline();
    navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
    await untilTranslated(i18n);
  });

  it('is loaded with the next language change', async () => {
    const { i18n, activateLocale, goOnline } = await failingVisitorCatalog();
    await activateLocale('en');
    goOnline();
    await activateLocale('es');
    await untilTranslated(i18n);
  });
});
