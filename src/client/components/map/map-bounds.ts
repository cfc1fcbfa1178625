// One box shape for the map and the gazetteer query, so the antimeridian rule lives in one place.
export { inBox as inBounds, type PlaceBox as MapBounds } from '@client/db/map-places';
