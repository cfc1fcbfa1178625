// The one address formatter (docs/screens.md "Words and crisis lines"): every screen that shows a postal address, and
// every link that carries one, words it here, so the country is named in the reader's language.

export type AddressLocale = 'en' | 'es';

export interface PostalAddressParts {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
}

// Services store their country as typed or imported: mostly the seeded English name ('United
// States'), sometimes a code or a common short form. These are the ones Intl has no name for.
const ALIASES: Readonly<Record<string, string>> = {
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'united states': 'US',
  'united states of america': 'US',
  eeuu: 'US',
  'ee.uu.': 'US',
  'ee. uu.': 'US',
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

let namesToCodes: Map<string, string> | null = null;

/** Every region name Intl knows in English and Spanish → its ISO code (built on first need). */
function codeByName(name: string): string | undefined {
  if (!namesToCodes) {
    namesToCodes = new Map();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const locale of ['en', 'es']) {
      const names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' });
      for (const a of letters) {
        for (const b of letters) {
          const code = `${a}${b}`;
          const named = code === 'ZZ' ? undefined : names.of(code);
          if (named) namesToCodes.set(fold(named), code);
        }
      }
    }
  }
  return namesToCodes.get(fold(name));
}

/** 'United States' → 'Estados Unidos' in Spanish; a name Intl does not know stays as stored. */
export function countryName(stored: string, locale: AddressLocale): string {
  const text = stored.trim();
  if (!text || typeof Intl.DisplayNames !== 'function') return text;
  const folded = fold(text);
  const code =
    ALIASES[folded] ?? (/^[a-z]{2}$/.test(folded) ? folded.toUpperCase() : codeByName(text));
  if (!code) return text;
  return new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' }).of(code) ?? text;
}

/** The address as lines: street, second line, 'City, ST 80202', country (empty parts left out). */
export function addressLines(address: PostalAddressParts, locale: AddressLocale): string[] {
  const region = [address.state, address.zip].filter(Boolean).join(' ');
  const place = [address.city, region].filter(Boolean).join(', ');
  const country = address.country ? countryName(address.country, locale) : '';
  return [address.address1 ?? '', address.address2 ?? '', place, country].filter(Boolean);
}

/** The address on one line, as a maps search or a share text reads it. */
export function postalAddress(address: PostalAddressParts, locale: AddressLocale): string {
  return addressLines(address, locale).join(', ');
}
