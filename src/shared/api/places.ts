import { z } from 'zod';
import { geoPoint } from './common';

/** A city of the gazetteer (POST /api/services/search-city-or-zip, search-geo-location). */
export const gazetteerCity = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  /** '<name> <state>', what the search matched. */
  search: z.string(),
  location: geoPoint,
});
export const gazetteerZip = z.object({
  id: z.string(),
  code: z.string(),
  city: z.string(),
  state: z.string(),
  location: geoPoint,
});
export type GazetteerCity = z.infer<typeof gazetteerCity>;
export type GazetteerZip = z.infer<typeof gazetteerZip>;

/** POST /api/services/search-city-or-zip. */
export const placeSearchAnswer = z.object({
  cities: z.array(gazetteerCity),
  zips: z.array(gazetteerZip),
});
export type PlaceSearchAnswer = z.infer<typeof placeSearchAnswer>;

/** POST /api/services/search-geo-location: the nearest city and ZIP code, if any. */
export const nearestPlaceAnswer = z.object({
  city: gazetteerCity.nullable(),
  zip: gazetteerZip.nullable(),
});

/** GET /api/cities/static-countries. */
export const countryList = z.array(
  z.object({ code: z.string(), name: z.string(), nameEs: z.string() }),
);
/** GET /api/cities/static-states/{country}. */
export const stateList = z.array(z.object({ code: z.string(), name: z.string() }));
/** GET /api/cities/static-cities/{country}/{state}. */
export const stateCityList = z.array(
  z.object({ id: z.string(), name: z.string(), state: z.string(), location: geoPoint }),
);
