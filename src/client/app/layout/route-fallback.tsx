import { Trans } from '@lingui/react/macro';

/** Shown while a screen's code loads (from the service-worker cache, so usually a blink). */
export function RouteFallback() {
  return (
    <p className="route-fallback" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}
