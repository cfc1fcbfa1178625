import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { ServiceMapProps } from './service-map';

// maplibre is a 1.1 MB chunk (stack notes G7): it loads when a map is first shown, never at start.
const ServiceMap = lazy(() => import('./service-map').then((m) => ({ default: m.ServiceMap })));

/** The service map, loaded on first use; a short text holds its place meanwhile. */
export function LazyServiceMap(props: ServiceMapProps) {
  return (
    <Suspense
      fallback={
        <p className="service-map__message service-map__message--loading">
          <Trans>Loading the map…</Trans>
        </p>
      }
    >
      <ServiceMap {...props} />
    </Suspense>
  );
}
