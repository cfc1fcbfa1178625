import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale, i18n, initI18n } from '@client/lib/i18n';
import { renderApp, returningVisitor } from '../render-app';

describe('the language choice', () => {
  it('starts in English when nothing is stored', async () => {
    expect(await initI18n()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in English when the stored value is not a supported language', async () => {
    localStorage.setItem('refugio.language', 'fr');
    expect(await initI18n()).toBe('en');
  });

  it('is stored on the device and applied to <html lang>', async () => {
    await changeLocale('es');
    expect(localStorage.getItem('refugio.language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.locale).toBe('es');
  });

  it('is restored on the next start', async () => {
    await changeLocale('es');
    await changeLocale('en');
    localStorage.setItem('refugio.language', 'es');
    expect(await initI18n()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('switches visible text, <html lang> and the document title from the header', async () => {
    returningVisitor();
    await renderApp('/crisis_lines');
    await screen.findByRole('heading', { level: 1, name: 'Crisis lines' });
    await waitFor(() => expect(document.title).toBe('Crisis lines · Refugio'));

    fireEvent.click(screen.getByRole('button', { name: 'Español' }));

    await screen.findByRole('heading', { level: 1, name: 'Líneas de crisis' });
    expect(document.documentElement.lang).toBe('es');
    await waitFor(() => expect(document.title).toBe('Líneas de crisis · Refugio'));
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('lang')).toBe('en');
    expect(localStorage.getItem('refugio.language')).toBe('es');
  });

  it('can be chosen on the introduction', async () => {
    // The tutorial's language slide (slide 7 of 0–8).
    await renderApp('/introduce?slide=7');
    const espanol = await screen.findByRole('button', { name: 'Español', pressed: false });
    fireEvent.click(espanol);
    await screen.findByRole('heading', { level: 1, name: 'Te damos la bienvenida a Refugio' });
    expect(screen.getByRole('button', { name: 'Español', pressed: true })).toBeTruthy();
  });
});
