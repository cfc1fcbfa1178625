import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useLocationStore } from '../../../lib/location-store';
import { LocationSheet } from './location-sheet';

/**
 * The header's location picker (product-spec §2): names the current place and opens the location
 * sheet, which hands focus back here when it closes.
 */
export function LocationButton() {
  const { t } = useLingui();
  const known = useLocationStore((s) => s.location !== null);
  const placeName = useLocationStore((s) => s.placeName);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const current = !known
    ? t`Choose a location`
    : placeName
      ? t`Near ${placeName}`
      : t`Your location`;
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button button--secondary location-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        // The visible text is the place; the name says what pressing it does.
        aria-label={t`Location: ${current}. Change location`}
        onClick={() => setOpen(true)}
      >
        {/* A drawn pin: the ⌖ character is missing from many phones' fonts (it showed as a box). */}
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 21s-6-5.7-6-11a6 6 0 0 1 12 0c0 5.3-6 11-6 11z" />
          <circle cx="12" cy="10" r="2.2" />
        </svg>
        <span className="location-button__text">{current}</span>
      </button>
      {open ? <LocationSheet onClose={() => setOpen(false)} returnFocusTo={opener} /> : null}
    </>
  );
}
