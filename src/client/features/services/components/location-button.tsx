import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { afterFirstContent } from '@client/lib/first-content';
import { useLocationStore } from '@client/lib/location-store';

// The sheet and its place search are not part of the first screen's JavaScript (its budget): they
// load once the first content is drawn, so the sheet still opens if the network goes away after.
const loadSheet = () => import('./location-sheet');
const LocationSheet = lazy(() => loadSheet().then((m) => ({ default: m.LocationSheet })));

/**
 * The header's location picker (docs/spec/product-spec.md §2): names the current place and opens the location
 * sheet, which hands focus back here when it closes.
 */
export function LocationButton() {
  const { t } = useLingui();
  const known = useLocationStore((s) => s.location !== null);
  const placeName = useLocationStore((s) => s.placeName);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    void afterFirstContent()
      .then(loadSheet)
      .catch((error: unknown) => console.warn('Could not load the location sheet', error));
  }, []);
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
        className={`button location-button ${known ? 'button--secondary' : 'button--primary'}`}
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
      {open ? (
        <Suspense fallback={null}>
          <LocationSheet onClose={() => setOpen(false)} returnFocusTo={opener} />
        </Suspense>
      ) : null}
    </>
  );
}
