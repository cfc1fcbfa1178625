import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { LngLat } from '@shared/geo/distance';
import { useLocationStore } from '@client/lib/location-store';
import type { ServiceForm } from '../hooks/use-service-form';

// maplibre is a large chunk: it loads only when the person opens the map (stack notes G7).
const PinMap = lazy(() =>
  import('@client/components/map/pin-map').then((m) => ({ default: m.PinMap })),
);

/** Denver, the spec's own example address: the map opens somewhere sensible without a location. */
const FALLBACK_CENTER: LngLat = { lng: -104.9903, lat: 39.7392 };
const ZOOM_AREA = 10;

/**
 * The exact location: an optional pin on a small map. Without one the server places the service
 * at its ZIP or city (docs/api/services.md), which is also the keyboard path.
 */
export function LocationSection({ form }: { form: ServiceForm }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const here = useLocationStore((s) => s.location);
  const { pin } = form.state;
  const center = pin ? { lng: pin[0], lat: pin[1] } : (here ?? FALLBACK_CENTER);
  const lat = pin?.[1];
  const lng = pin?.[0];
  return (
    <section className="service-form__section">
      <h2 className="service-form__heading">{t`Location on the map`}</h2>
      <p id={form.idOf('location')} tabIndex={-1} className="service-form__hint" aria-live="polite">
        {pin ? (
          <Trans>
            Pin at latitude {lat}, longitude {lng}.
          </Trans>
        ) : (
          <Trans>No pin: the service is placed by its ZIP code or city.</Trans>
        )}
      </p>
      {form.errorOf('location') && <p className="field-error">{form.errorOf('location')}</p>}
      <div className="service-form__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t`Hide the map` : t`Drop a pin on the map`}
        </button>
        {pin && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => form.update({ pin: null })}
          >
            <Trans>Clear pin</Trans>
          </button>
        )}
      </div>
      {open && (
        <Suspense
          fallback={
            <p className="pin-map__message">
              <Trans>Loading the map…</Trans>
            </p>
          }
        >
          <PinMap
            pin={pin}
            center={center}
            zoom={ZOOM_AREA}
            onPin={(next) => form.update({ pin: next })}
            label={t`Map: click or tap to place the service`}
          />
        </Suspense>
      )}
    </section>
  );
}
