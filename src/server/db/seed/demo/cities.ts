import { chicagoAddresses } from './addresses/chicago';
import { denverAddresses } from './addresses/denver';
import { houstonAddresses } from './addresses/houston';
import { losAngelesAddresses } from './addresses/los-angeles';
import { miamiAddresses } from './addresses/miami';
import { newYorkAddresses } from './addresses/new-york';
import { phoenixAddresses } from './addresses/phoenix';
import { seattleAddresses } from './addresses/seattle';
import type { DemoCity } from './city-types';

export type { DemoAddress, DemoCity, DemoLanguage } from './city-types';

// Eight cities over four time zones (Mountain with and without daylight saving, Pacific, Central,
// Eastern), so the open-status engine is exercised in each service's own zone.
export const demoCities: readonly DemoCity[] = [
  {
    name: 'Denver',
    state: 'CO',
    areaCodes: ['303', '720'],
    center: { lat: 39.7392, lng: -104.9903 },
    languages: [
      { en: 'Amharic', es: 'amárico' },
      { en: 'Vietnamese', es: 'vietnamita' },
    ],
    season: 'winter',
    addresses: denverAddresses,
  },
  {
    name: 'Los Angeles',
    state: 'CA',
    areaCodes: ['213', '323'],
    center: { lat: 34.0522, lng: -118.2437 },
    languages: [
      { en: 'Korean', es: 'coreano' },
      { en: 'Armenian', es: 'armenio' },
      { en: 'Tagalog', es: 'tagalo' },
    ],
    season: 'winter',
    addresses: losAngelesAddresses,
  },
  {
    name: 'Chicago',
    state: 'IL',
    areaCodes: ['312', '773'],
    center: { lat: 41.8781, lng: -87.6298 },
    languages: [
      { en: 'Polish', es: 'polaco' },
      { en: 'Arabic', es: 'árabe' },
    ],
    season: 'winter',
    addresses: chicagoAddresses,
  },
  {
    name: 'New York',
    state: 'NY',
    areaCodes: ['212', '646'],
    center: { lat: 40.7128, lng: -74.006 },
    languages: [
      { en: 'Chinese (Mandarin and Cantonese)', es: 'chino (mandarín y cantonés)' },
      { en: 'French', es: 'francés' },
      { en: 'Bengali', es: 'bengalí' },
    ],
    season: 'winter',
    addresses: newYorkAddresses,
  },
  {
    name: 'Houston',
    state: 'TX',
    areaCodes: ['713', '832'],
    center: { lat: 29.7604, lng: -95.3698 },
    languages: [
      { en: 'Vietnamese', es: 'vietnamita' },
      { en: 'Arabic', es: 'árabe' },
    ],
    season: 'winter',
    addresses: houstonAddresses,
  },
  {
    name: 'Phoenix',
    state: 'AZ',
    areaCodes: ['602'],
    center: { lat: 33.4484, lng: -112.074 },
    languages: [{ en: 'Navajo', es: 'navajo' }],
    season: 'summer',
    addresses: phoenixAddresses,
  },
  {
    name: 'Seattle',
    state: 'WA',
    areaCodes: ['206'],
    center: { lat: 47.6062, lng: -122.3321 },
    languages: [
      { en: 'Somali', es: 'somalí' },
      { en: 'Vietnamese', es: 'vietnamita' },
      { en: 'Amharic', es: 'amárico' },
    ],
    season: 'winter',
    addresses: seattleAddresses,
  },
  {
    name: 'Miami',
    state: 'FL',
    areaCodes: ['305', '786'],
    center: { lat: 25.7617, lng: -80.1918 },
    languages: [
      { en: 'Haitian Creole', es: 'criollo haitiano' },
      { en: 'Portuguese', es: 'portugués' },
    ],
    season: 'summer',
    addresses: miamiAddresses,
  },
];
