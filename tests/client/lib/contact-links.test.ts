import { describe, expect, it } from 'vitest';
import { mailtoHref, smsHref, telHref, webHref } from '@client/lib/contact-links';

describe('contact links', () => {
  it('dials only digits and a single leading +', () => {
    expect(telHref('1-800-799-7233')).toBe('tel:18007997233');
    expect(telHref('+1 (303) 555-0100')).toBe('tel:+13035550100');
    // A + typed inside the number would make some dialers refuse it.
    expect(telHref('+1 303 555 0100 +2')).toBe('tel:+130355501002');
    expect(telHref('+')).toBeNull();
    expect(telHref('')).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it('texts the number of the instructions, with the keyword as the body', () => {
    expect(smsHref('Text 988')).toBe('sms:988');
    expect(smsHref('Text HOME to 741741')).toBe('sms:741741?body=HOME');
    expect(smsHref('Text START to 678-678')).toBe('sms:678678?body=START');
    expect(smsHref('Text us')).toBeNull();
    expect(smsHref(null)).toBeNull();
  });

  it('writes to a trimmed email address', () => {
    expect(mailtoHref(' help@harbor.org ')).toBe('mailto:help@harbor.org');
    expect(mailtoHref('  ')).toBeNull();
    expect(mailtoHref(null)).toBeNull();
  });

  it('adds http:// when a link has no scheme and keeps the scheme it has (docs/spec/product-spec.md §5)', () => {
    expect(webHref('www.abc.org/chatlink')).toBe('http://www.abc.org/chatlink');
    expect(webHref('https://988lifeline.org')).toBe('https://988lifeline.org');
    expect(webHref('HTTP://harbor.org')).toBe('HTTP://harbor.org');
    expect(webHref(' ')).toBeNull();
    expect(webHref('javascript://alert(1)')).toBeNull();
    expect(webHref('')).toBeNull();
    expect(webHref(null)).toBeNull();
  });
});
