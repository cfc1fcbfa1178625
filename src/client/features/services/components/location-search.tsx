import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@shared/query/constants';
import type { LocalPlace } from '@client/db/database';
import { useSyncStatus } from '@client/sync/status';
import { usePlaceSearch } from '../hooks/use-place-search';
import { LocationResults } from './location-results';

interface Props {
  onChoose: (place: LocalPlace) => void;
}

/** The text once it has rested for `ms` (docs/spec/product-spec.md §9: search debounce 500 ms). */
function useSettled(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * City or ZIP search: online over every place the server knows, offline over the gazetteer slice
 * kept in the mirror (docs/screens.md "The location sheet's search"), saying which under the field. The lookup waits until
 * typing pauses (docs/spec/product-spec.md §9), which also keeps the list of buttons from jumping under a
 * finger while the person is still typing.
 */
export function LocationSearch({ onChoose }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const query = useSettled(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = usePlaceSearch(query);
  const online = useSyncStatus((s) => s.online);
  // Said before any answer too: the last answer's source, else whether the device is online.
  const fromDevice = found ? found.source === 'device' : !online;
  return (
    <div className="location-search">
      <label htmlFor={id} className="location-search__label">
        <Trans>Search city name or ZIP code</Trans>
      </label>
      <input
        id={id}
        aria-describedby={`${id}-source`}
        type="search"
        className="location-search__input"
        value={text}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-source`} className="location-search__source">
        {fromDevice ? (
          <Trans>Offline: searching only the places saved on this device.</Trans>
        ) : (
          <Trans>Searching every US city and ZIP code.</Trans>
        )}
      </p>
      <LocationResults places={found?.places ?? null} onChoose={onChoose} />
    </div>
  );
}
