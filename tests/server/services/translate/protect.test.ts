import { describe, expect, it } from 'vitest';
import { protectTokens, restoreTokens } from '@server/services/translate/protect';

describe('protectTokens', () => {
  it('swaps URLs, e-mails, phone numbers, times and acronyms for placeholders', () => {
    const text =
      'Call (303) 555-1234 or write help@food.org, see https://food.org/hours. SNAP and WIC, 9am-5pm.';
    const { text: out, tokens } = protectTokens(text);
    expect(tokens).toEqual(
      expect.arrayContaining([
        'https://food.org/hours',
        'help@food.org',
        '(303) 555-1234',
        '9am-5pm',
        'SNAP',
        'WIC',
      ]),
    );
    expect(out).not.toMatch(/SNAP|WIC|555|food\.org|9am/);
    expect(restoreTokens(out, tokens)).toBe(text);
  });

  it('restores placeholders whatever case the engine gave them', () => {
    const { text, tokens } = protectTokens('Bring your ID');
    expect(restoreTokens(text.toLowerCase(), tokens)).toBe('bring your ID');
  });

  it('translates a text in capitals instead of keeping every word', () => {
    expect(protectTokens('FREE HOT MEALS').tokens).toEqual([]);
  });
});
