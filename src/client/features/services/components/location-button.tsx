import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { requestCurrentLocation, useLocationStore } from '../../../lib/location-store';

/** 'Use my location' until the full location sheet (city or ZIP search) arrives. */
export function LocationButton() {
  const known = useLocationStore((s) => s.location !== null);
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--secondary home-location"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void requestCurrentLocation().finally(() => setBusy(false));
      }}
    >
      {known ? <Trans>Update my location</Trans> : <Trans>Use my location</Trans>}
    </button>
  );
}
