import { describe, expect, it } from 'vitest';
import { addressLines, countryName, postalAddress } from '@shared/domain/address';

const denver = {
  address1: '1 Main St',
  address2: 'Suite 2',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  country: 'United States',
};

describe('the address formatter', () => {
  it('names the country in the reader’s language', () => {
    expect(addressLines(denver, 'es')).toEqual([
      '1 Main St',
      'Suite 2',
      'Denver, CO 80202',
      'Estados Unidos',
    ]);
    expect(addressLines(denver, 'en').at(-1)).toBe('United States');
    expect(postalAddress(denver, 'es')).toBe(
      '1 Main St, Suite 2, Denver, CO 80202, Estados Unidos',
    );
  });

  it('reads codes, short forms and other countries’ English or Spanish names', () => {
    expect(countryName('US', 'es')).toBe('Estados Unidos');
    expect(countryName('USA', 'es')).toBe('Estados Unidos');
    expect(countryName('united states of america', 'es')).toBe('Estados Unidos');
    expect(countryName('Canada', 'es')).toBe('Canadá');
    expect(countryName('Mexico', 'es')).toBe('México');
    expect(countryName('Estados Unidos', 'en')).toBe('United States');
  });

  it('keeps a name it does not know as it was typed', () => {
    expect(countryName('Atlantis', 'es')).toBe('Atlantis');
    expect(countryName(' ', 'es')).toBe('');
  });

  it('leaves out empty parts', () => {
    expect(addressLines({ city: 'Denver', state: 'CO', country: '' }, 'es')).toEqual([
      'Denver, CO',
    ]);
  });
});
