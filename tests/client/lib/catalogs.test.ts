import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** msgid → msgstr of a .po catalog (single-line entries, as `lingui extract` writes them). */
function readCatalog(locale: 'en' | 'es', name: string): Map<string, string> {
  const text = readFileSync(`src/client/locales/${locale}/${name}.po`, 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) {
    if (match[1]) entries.set(match[1], match[2] ?? '');
  }
  return entries;
}

// first-screen: what a start shows; messages: the other visitor screens; management: the
// signed-in people's (lingui.config.ts).
describe.each(['first-screen', 'messages', 'management'])('the %s catalog', (name) => {
  const en = readCatalog('en', name);
  const es = readCatalog('es', name);

  it('have the same messages in English and Spanish', () => {
    expect(en.size).toBeGreaterThan(20);
    // Every entry was read: none is written in the multi-line form this reader skips.
    const msgids = readFileSync(`src/client/locales/es/${name}.po`, 'utf8').match(/^msgid /gm);
    expect(msgids?.length).toBe(es.size + 1);
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('translate every message into Spanish', () => {
    const missing = [...es].filter(([, translation]) => translation.trim() === '');
    expect(missing.map(([id]) => id)).toEqual([]);
  });
});
