import { Plural, Trans } from '@lingui/react/macro';
import type { LocalPlace } from '@client/db/database';

/** 'Denver, CO' for a city; 'Denver, CO 80202' for a ZIP code (the header says 'Near …'). */
export function placeLabel(place: LocalPlace): string {
  const city = place.state ? `${place.name}, ${place.state}` : place.name;
  return place.kind === 'zip' && place.code ? `${city} ${place.code}` : city;
}

interface Props {
  /** null while the first search of this text is still reading the slice. */
  places: LocalPlace[] | null;
  onChoose: (place: LocalPlace) => void;
}

/** The places found, each a button; or the empty message of docs/spec/product-spec.md §8. */
export function LocationResults({ places, onChoose }: Props) {
  const count = places?.length ?? 0;
  return (
    <>
      {/* Always in the page: a live region added together with its text is often not read. */}
      <p className="location-results__status" role="status">
        {places === null ? null : count === 0 ? (
          <Trans>No matching results found. Please enter a different location.</Trans>
        ) : (
          <Plural value={count} one="# place found" other="# places found" />
        )}
      </p>
      {places && count > 0 ? (
        <ul className="location-results">
          {places.map((place) => (
            <li key={place.id}>
              <button
                type="button"
                className="location-results__choice"
                onClick={() => onChoose(place)}
              >
                {placeLabel(place)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
