import { describe, expect, it } from 'vitest';
import { crisisLineSchema } from '@shared/validation/crisis-line';
import { requiredText } from '@shared/validation/fields';
import { MESSAGES } from '@shared/validation/messages';
import { fieldMaxLengths } from '@shared/validation/schema-walk';
import { serviceFormSchema } from '@shared/validation/service';
import { hasControlCharacter } from '@shared/validation/text-limits';
import { AREA_MAX } from '@shared/query/constants';

describe('the control-character rule', () => {
  const controls = [0x00, 0x08, 0x0b, 0x0c, 0x1f, 0x7f, 0x85, 0x9f].map((code) => [
    code.toString(16).padStart(4, '0'),
    String.fromCharCode(code),
  ]);

  // Inside the text: a leading or trailing U+000B or U+000C is whitespace, which is trimmed.
  it.each(controls)('refuses U+%s inside a text', (_code, char) => {
    expect(hasControlCharacter(`a${char}b`)).toBe(true);
    const parsed = requiredText(MESSAGES.NAME_REQUIRED).safeParse(`Na${char}me`);
    expect(parsed.error?.issues[0]?.message).toBe(MESSAGES.CONTROL_CHARACTERS);
  });

  it.each(['\t', '\n', '\r', '\u00a0', 'ñ', '😀'])('keeps %j', (char) => {
    expect(hasControlCharacter(`a${char}b`)).toBe(false);
  });
});

describe('fieldMaxLengths', () => {
  it("reads each field's maximum from the shared schema", () => {
    expect(fieldMaxLengths(crisisLineSchema)).toMatchObject({
      name: 200,
      description: 1000,
      phone: 14,
      website: 2000,
      // Tighter than a line: the area is geocoded like a place-search keyword (docs/architecture.md "The place search").
      area: AREA_MAX,
    });
  });

  it('reads through the preprocessing of the service form', () => {
    expect(fieldMaxLengths(serviceFormSchema({ role: 'admin' }))).toMatchObject({
      name: 200,
      zip: 100,
      contactEmail: 254,
      youtube: 2000,
      criticalDescription: 1000,
    });
  });
});
