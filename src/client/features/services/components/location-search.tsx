import { Trans } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../../shared/query/constants';
import type { LocalPlace } from '../../../db/database';
import { localDb } from '../../../db/database';
import { searchPlaces } from '../../../db/places';
import { LocationResults } from './location-results';

interface Props {
  onChoose: (place: LocalPlace) => void;
}

/** The text once it has rested for `ms` (product-spec §9: search debounce 500 ms). */
function useSettled(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * City or ZIP search over the gazetteer slice kept in the mirror, so it works offline. The
 * lookup waits until typing pauses (product-spec §9), which also keeps the list of buttons from
 * jumping under a finger while the person is still typing.
 */
export function LocationSearch({ onChoose }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const query = useSettled(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useLiveQuery(
    async () => ({ query, places: query ? await searchPlaces(localDb(), query) : [] }),
    [query],
  );
  // Rows of an earlier text are not shown as the answer to this one.
  const places = found && found.query === query && query !== '' ? found.places : null;
  return (
    <div className="location-search">
      <label htmlFor={id} className="location-search__label">
        <Trans>Search city name or ZIP code</Trans>
      </label>
      <input
        id={id}
        type="search"
        className="location-search__input"
        value={text}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      <LocationResults places={places} onChoose={onChoose} />
    </div>
  );
}
