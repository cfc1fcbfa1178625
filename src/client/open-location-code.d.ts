// open-location-code 1.0.3 ships no types; only what this app calls is declared.
declare module 'open-location-code' {
  export class OpenLocationCode {
    /** A full plus code, e.g. '85FQP2Q5+MV' (10 digits by default). */
    encode(latitude: number, longitude: number, codeLength?: number): string;
    /** The code without the area prefix near a reference point, e.g. 'Q5+MV'. */
    shorten(code: string, latitude: number, longitude: number): string;
    isValid(code: string): boolean;
    isFull(code: string): boolean;
  }
}
