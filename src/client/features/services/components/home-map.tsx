import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import type { LngLat } from '@shared/geo/distance';
import { MAP_ZOOM_LIST } from '@shared/query/constants';
import { LazyServiceMap } from '@client/components/map/lazy-service-map';
import { inBounds, type MapBounds } from '@client/components/map/map-bounds';
import { useMinuteClock } from '@client/components/service/use-minute-clock';
import { loadServices } from '@client/db/catalog';
import { localDb } from '@client/db/database';
import { useHomeMatches, type HomeMatchInput } from '../hooks/use-home-matches';
import { boundsOfEntries, homeMapPoints, medianPoint } from '../lib/home-map-points';

export interface HomeMapProps extends HomeMatchInput {
  /** The person's location: the map opens around it, and popups give distances. */
  origin: LngLat | null;
}

/** Whole records read for the view at most (names and statuses of the markers in sight). */
const RECORDS_IN_VIEW = 400;
/** The middle of the contiguous United States, when no service and no location is known. */
const US_CENTER: LngLat = { lng: -98.58, lat: 39.83 };

/** Home's map view: every service the list matches (all pages), clustered. */
export function HomeMap({ origin, ...input }: HomeMapProps) {
  const { t, i18n } = useLingui();
  const clock = useMinuteClock();
  const at = (input.now ?? clock).getTime();
  const { entries } = useHomeMatches(input);
  const [bounds, setBounds] = useState<MapBounds | null>(null);
  // The service whose info window is open is always read, also beyond the first RECORDS_IN_VIEW
  // or before the view's read: its window shows its name and status, not an unnamed service.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const idsInView = useMemo(() => {
    const ids =
      entries && bounds
        ? entries
            .filter((e) => inBounds(bounds, e.lng, e.lat))
            .slice(0, RECORDS_IN_VIEW)
            .map((e) => e.id)
        : [];
    return selectedId && !ids.includes(selectedId) ? [selectedId, ...ids] : ids;
  }, [entries, bounds, selectedId]);
  const records = useLiveQuery(
    async () => new Map((await loadServices(localDb(), idsInView)).map((r) => [r.id, r])),
    [idsInView],
  );
  const locale = i18n.locale === 'es' ? 'es' : 'en';
  const points = useMemo(
    () => homeMapPoints(entries ?? [], records ?? new Map(), { origin, at, locale }),
    [entries, records, origin, at, locale],
  );
  // Without a location the map opens fitted to the services first found (docs/screens.md "Home without a location"), and
  // stays there while the filters change (a jump at every keystroke would lose the person's place).
  const [fallback, setFallback] = useState<{ center: LngLat; box: MapBounds | null } | null>(null);
  const median = !origin && !fallback && entries ? medianPoint(entries) : null;
  if (median && entries) setFallback({ center: median, box: boundsOfEntries(entries) });
  const center = origin ?? fallback?.center ?? US_CENTER;

  return (
    <LazyServiceMap
      points={points}
      center={center}
      zoom={MAP_ZOOM_LIST}
      fitTo={origin ? null : (fallback?.box ?? null)}
      userLocation={origin}
      label={t`Map of the services found`}
      onViewChange={setBounds}
      onSelect={setSelectedId}
    />
  );
}
