import { describe, expect, it } from 'vitest';
import { textContact } from '@client/lib/contact-links';
import { crisisLineContacts } from '@client/lib/crisis-line-contacts';

const none = { phone: null, text: null, chatWebLink: null, website: null };

describe('a crisis line’s text value read as data', () => {
  it('finds the number and the keyword, in English or Spanish wording or bare', () => {
    expect(textContact('Text HOME to 741741')).toEqual({
      number: '741741',
      digits: '741741',
      keyword: 'HOME',
    });
    expect(textContact('Text 988')).toEqual({ number: '988', digits: '988', keyword: null });
    expect(textContact('START to 678-678')).toMatchObject({ number: '678-678', keyword: 'START' });
    expect(textContact('Envía HOLA al 741741')).toMatchObject({
      digits: '741741',
      keyword: 'HOLA',
    });
    expect(textContact('text to 741741')).toMatchObject({ digits: '741741', keyword: null });
    expect(textContact('Text us')).toBeNull();
  });
});

describe('what a crisis line can be reached by', () => {
  it('offers a text-only line only Text, with the keyword prefilled, and its website', () => {
    const contacts = crisisLineContacts({
      ...none,
      phone: '',
      text: 'Text HOME to 741741',
      website: 'https://www.crisistextline.org',
    });
    expect(contacts.call).toBeNull();
    expect(contacts.text?.href).toBe('sms:741741?body=HOME');
    expect(contacts.chat).toBeNull();
    expect(contacts.website).toBe('https://www.crisistextline.org');
  });

  it('never offers to call a short code, which takes text messages only', () => {
    const contacts = crisisLineContacts({ ...none, phone: '741741', text: 'Text HOME to 741741' });
    expect(contacts.call).toBeNull();
    expect(contacts.text?.href).toBe('sms:741741?body=HOME');
  });

  it('offers everything a line has: call, text, chat and website', () => {
    const contacts = crisisLineContacts({
      phone: '988',
      text: 'Text 988',
      chatWebLink: '988lifeline.org/chat/',
      website: 'https://988lifeline.org',
    });
    expect(contacts.call).toEqual({ number: '988', href: 'tel:988' });
    expect(contacts.text?.href).toBe('sms:988');
    expect(contacts.chat).toBe('http://988lifeline.org/chat/');
    expect(contacts.website).toBe('https://988lifeline.org');
    expect(crisisLineContacts({ ...none, phone: '1-800-799-7233' }).call?.href).toBe(
      'tel:18007997233',
    );
  });
});
