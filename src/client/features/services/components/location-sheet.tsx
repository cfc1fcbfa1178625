import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { closeOnEscape, useModalDialog } from '@client/components/ui/use-modal-dialog';
import {
  locationUnavailableText,
  requestCurrentLocation,
  useLocationStore,
} from '@client/lib/location-store';
import type { LocalPlace } from '@client/db/database';
import { LocationSearch } from './location-search';
import { placeLabel } from './location-results';

interface Props {
  onClose: () => void;
  /** Where focus goes back when the sheet closes (the button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

const FOCUSABLE = 'input, button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the sheet where showModal is missing (old Safari, jsdom). */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The location sheet (docs/spec/product-spec.md §2): the device's current location first (docs/spec/forms-and-messages.md:
 * 'first option Current Location'), clear, and city or ZIP search over the local gazetteer slice. A modal <dialog>: focus starts in the search field,
 * stays inside, and returns to the opener; Escape closes it.
 */
export function LocationSheet({ onClose, returnFocusTo }: Props) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);
  const escape = closeOnEscape(onClose);

  // Mounted only while open: it opens with the component and closes when it unmounts.
  useModalDialog(ref, true, returnFocusTo, (dialog) => dialog.querySelector<HTMLElement>('input'));

  const choose = (place: LocalPlace) => {
    useLocationStore.getState().setLocation({ lng: place.lng, lat: place.lat }, placeLabel(place));
    onClose();
  };

  const locate = () => {
    if (locating) return;
    setLocating(true);
    setFailed(false);
    // A refusal flags the location blocked and shows the toast (location-store), which is what
    // screen readers announce; the sheet stays open with the same words inline (tied to the
    // button), so the person can still pick a city.
    void requestCurrentLocation().then((location) => {
      setLocating(false);
      if (location) onClose();
      else setFailed(true);
    });
  };

  return (
    <dialog
      ref={ref}
      className="location-sheet"
      aria-labelledby={titleId}
      onCancel={escape.onCancel}
      onKeyDown={(event) => {
        escape.onKeyDown(event);
        trapTab(event);
      }}
    >
      <div className="location-sheet__head">
        <h2 id={titleId} className="location-sheet__title">
          <Trans>Choose your location</Trans>
        </h2>
        <button
          type="button"
          className="button button--secondary location-sheet__close"
          aria-label={t`Close`}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="location-sheet__actions">
        <button
          type="button"
          className="button button--primary location-sheet__current"
          // aria-disabled, not disabled: a disabled button drops the focus out of the sheet.
          aria-disabled={locating}
          aria-describedby={failed ? `${titleId}-failed` : undefined}
          onClick={locate}
        >
          {locating ? (
            <Trans>Finding your location…</Trans>
          ) : (
            <Trans>Use my current location</Trans>
          )}
        </button>
        <button
          type="button"
          className="button button--secondary location-sheet__clear"
          onClick={() => {
            useLocationStore.getState().clearLocation();
            onClose();
          }}
        >
          <Trans>Clear location</Trans>
        </button>
      </div>
      {failed ? (
        <p id={`${titleId}-failed`} className="location-sheet__error">
          {locationUnavailableText()}
        </p>
      ) : null}
      <LocationSearch onChoose={choose} />
    </dialog>
  );
}
