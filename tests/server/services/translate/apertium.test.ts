import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createApertiumTranslator } from '@server/services/translate/apertium';
import { TranslationError } from '@server/services/translate/translator';

const bin = execFileSync('sh', ['-c', 'command -v apertium || true'], { encoding: 'utf8' }).trim();

describe.skipIf(!bin)('Apertium adapter (real engine)', () => {
  const apertium = createApertiumTranslator({ bin, timeoutMs: 30_000 });

  it('translates many texts in one call, one answer per text, keeping line breaks', async () => {
    const out = await apertium.translate(
      ['Hot meals for families', 'Emergency shelter\nfor women', '', 'Adults only\n\nNo pets'],
      'en',
      'es',
    );
    expect(out).toHaveLength(4);
    expect(out[0]).toMatch(/comidas calientes/i);
    expect(out[1]?.split('\n')).toHaveLength(2);
    expect(out[1]).toMatch(/mujeres/i);
    expect(out[2]).toBe('');
    expect(out[3]?.split('\n')).toHaveLength(3);
  });

  it('keeps protected tokens as they were', async () => {
    const [out] = await apertium.translate(
      ['SNAP accepted 9am-5pm, call (303) 555-1234 or visit https://example.org'],
      'en',
      'es',
    );
    expect(out).toContain('SNAP');
    expect(out).toContain('9am-5pm');
    expect(out).toContain('(303) 555-1234');
    expect(out).toContain('https://example.org');
    expect(out).not.toMatch(/\*|ZZP/i);
  });

  it('translates Spanish to English too', async () => {
    const [out] = await apertium.translate(['Comida caliente para familias'], 'es', 'en');
    expect(out).toMatch(/hot .* for families/i);
  });

  it('rejects with a TranslationError when the engine is missing', async () => {
    const missing = createApertiumTranslator({ bin: '/nonexistent/apertium', timeoutMs: 5000 });
    await expect(missing.translate(['Hello'], 'en', 'es')).rejects.toBeInstanceOf(TranslationError);
  });
});
