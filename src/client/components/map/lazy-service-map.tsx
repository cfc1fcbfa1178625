import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ServiceMapProps } from './service-map';

// maplibre is a 1.1 MB chunk (stack notes G7): it loads when a map is first shown, never at start.
const ServiceMap = lazy(() => import('./service-map').then((m) => ({ default: m.ServiceMap })));

/**
 * A deferred map starts loading when its place is a little below the screen (a phone's screen is
 * ~800 px: a larger margin loaded the detail's map with the page).
 */
const NEAR: IntersectionObserverInit = { rootMargin: '0px 0px 100px 0px' }; // eslint-disable-line lingui/no-unlocalized-strings -- a CSS margin

interface Props extends ServiceMapProps {
  /**
   * Load the map only once its place is near the screen (a map far down a page, as on a service's
   * details): its parsing and first drawing held a slow phone's main thread for seconds while the
   * person read the top of the page.
   */
  deferUntilNear?: boolean;
}

function MapLoading() {
  return (
    <p className="service-map__message service-map__message--loading">
      <Trans>Loading the map…</Trans>
    </p>
  );
}

/** Whether the element is near the screen; true at once where IntersectionObserver is missing. */
function useNearScreen(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, NEAR);
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** The service map, loaded on first use; a short text holds its place meanwhile. */
export function LazyServiceMap({ deferUntilNear = false, ...props }: Props) {
  const { ref, near } = useNearScreen(deferUntilNear);
  // Until then an empty frame of the map's size holds its place: nothing is loading yet, so
  // nothing says so, and the page does not move when the map comes.
  if (!near) return <div ref={ref} className="service-map__frame" aria-hidden="true" />;
  return (
    <Suspense fallback={<MapLoading />}>
      <ServiceMap {...props} />
    </Suspense>
  );
}
