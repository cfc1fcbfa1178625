import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** msgid → msgstr of a .po catalog (single-line entries, as `lingui extract` writes them). */
function readCatalog(locale: 'en' | 'es'): Map<string, string> {
  const text = readFileSync(`src/client/locales/${locale}/messages.po`, 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) {
    if (match[1]) entries.set(match[1], match[2] ?? '');
  }
  return entries;
}

describe('the message catalogs', () => {
  const en = readCatalog('en');
  const es = readCatalog('es');

  it('have the same messages in English and Spanish', () => {
    expect(en.size).toBeGreaterThan(20);
    // Every entry was read: none is written in the multi-line form this reader skips.
    const msgids = readFileSync('src/client/locales/es/messages.po', 'utf8').match(/^msgid /gm);
    expect(msgids?.length).toBe(es.size + 1);
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('translate every message into Spanish', () => {
    const missing = [...es].filter(([, translation]) => translation.trim() === '');
    expect(missing.map(([id]) => id)).toEqual([]);
  });
});
