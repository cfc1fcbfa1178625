/** A street address of a demo city, with coordinates near the real location of that block. */
export interface DemoAddress {
  street: string;
  neighborhood: string;
  zip: string;
  lat: number;
  lng: number;
}

/** A community language besides English and Spanish, named in both languages. */
export interface DemoLanguage {
  en: string;
  es: string;
}

export interface DemoCity {
  name: string;
  state: string;
  /** Real area codes; the demo numbers are the fictional 555-01xx range inside them. */
  areaCodes: readonly string[];
  /** The true city-centre coordinates. */
  center: { lat: number; lng: number };
  /** Languages commonly spoken in the city's communities, for the description texts. */
  languages: readonly DemoLanguage[];
  /** Seasonal shelter kind that fits the city's climate around the demo's late-November 'now'. */
  season: 'winter' | 'summer';
  addresses: readonly DemoAddress[];
}

export const address = (
  street: string,
  neighborhood: string,
  zip: string,
  lat: number,
  lng: number,
): DemoAddress => ({ street, neighborhood, zip, lat, lng });
