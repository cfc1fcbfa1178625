import 'maplibre-gl/dist/maplibre-gl.css';
import './worker-url';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import MapView, { Layer, Marker, NavigationControl, Source } from 'react-map-gl/maplibre';
import type { LngLat } from '@shared/geo/distance';
import { MAP_DEBOUNCE_MS } from '@shared/query/constants';
import { debounce } from './debounce';
import type { MapBounds } from './map-bounds';
import { MapMarkers } from './map-markers';
import { CLUSTER_COLOR, pointsToGeoJson, statusColorExpression, type MapPoint } from './map-points';
import { MapPopup } from './map-popup';
import { PlaceNames } from './place-names';
import { useMapLocale } from './use-map-locale';
import { useMapStyle } from './use-map-style';
import { boundsOf, useVisibleMarkers } from './use-visible-markers';

export interface ServiceMapProps {
  points: readonly MapPoint[];
  center: LngLat;
  zoom: number;
  /** A box to open on instead of `center` and `zoom`, zoomed out to show all of it. */
  fitTo?: MapBounds | null;
  userLocation?: LngLat | null;
  /**
   * The point a one-place map is about (the service page's): the nearest cities out of sight are
   * named at the frame's edge, with their distance from it.
   */
  placesAround?: LngLat | null;
  /** The map's accessible name, e.g. 'Map of the services found'. */
  label: string;
  /** The view after the camera has rested for MAP_DEBOUNCE_MS (docs/spec/product-spec.md §9), and at load. */
  onViewChange?: (bounds: MapBounds) => void;
  /** The service whose info window opened (null when it closed), so its caller can read it. */
  onSelect?: (id: string | null) => void;
}

const SOURCE = 'services';

/** The services on an offline map, clustered, with an info window per service. */
export function ServiceMap({
  points,
  center,
  zoom,
  fitTo,
  userLocation,
  placesAround,
  label,
  onViewChange,
  onSelect,
}: ServiceMapProps) {
  const { t } = useLingui();
  const style = useMapStyle();
  const locale = useMapLocale(label);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [view, setView] = useState<{ bounds: MapBounds; zoom: number } | null>(null);
  const [selectedId, select] = useState<string | null>(null);
  const setSelectedId = (id: string | null) => {
    select(id);
    onSelect?.(id);
  };
  const data = useMemo(() => pointsToGeoJson(points), [points]);
  const byId = useMemo(() => new Map(points.map((p) => [p.id, p])), [points]);
  const markers = useVisibleMarkers(map, SOURCE);
  const selected = selectedId ? byId.get(selectedId) : undefined;
  const aroundLabel = placesAround
    ? points.find((p) => p.lng === placesAround.lng && p.lat === placesAround.lat)?.label
    : undefined;
  // Read through a ref: a caller's inline callback must not restart the camera listener.
  const onView = useRef(onViewChange);
  useEffect(() => {
    onView.current = onViewChange;
  }, [onViewChange]);

  useEffect(() => {
    if (!map) return;
    const report = debounce((bounds: MapBounds) => onView.current?.(bounds), MAP_DEBOUNCE_MS);
    const onMoveEnd = () => {
      const bounds = boundsOf(map);
      setView({ bounds, zoom: map.getZoom() });
      report(bounds);
    };
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('moveend', onMoveEnd);
      report.cancel();
    };
  }, [map]);

  // A new center (the person chose another location) moves the camera there; a box to fit
  // shows all of it, no closer than `zoom`.
  const fitKey = fitTo ? `${fitTo.west},${fitTo.south},${fitTo.east},${fitTo.north}` : '';
  useEffect(() => {
    if (!map) return;
    if (fitTo) {
      const box: [[number, number], [number, number]] = [
        [fitTo.west, fitTo.south],
        [fitTo.east, fitTo.north],
      ];
      map.fitBounds(box, { padding: 32, maxZoom: zoom, animate: false });
    } else map.jumpTo({ center: [center.lng, center.lat], zoom });
    // fitKey stands for fitTo: a new object with the same box must not move the camera.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, center.lng, center.lat, zoom, fitKey]);

  const onLoad = (loaded: MapLibreMap) => {
    setMap(loaded);
    // The first view is known at once: the caller reads what it shows without waiting.
    const bounds = boundsOf(loaded);
    setView({ bounds, zoom: loaded.getZoom() });
    onView.current?.(bounds);
  };
  // Focus goes back to the marker that opened the info window (keyboard users keep their place).
  const closePopup = () => {
    setSelectedId(null);
    if (!selectedId || !map) return;
    const selector = `[data-service-id="${CSS.escape(selectedId)}"]`;
    map.getContainer().querySelector<HTMLElement>(selector)?.focus();
  };
  const zoomInto = (clusterId: number, lng: number, lat: number) => {
    const source = map?.getSource<GeoJSONSource>(SOURCE);
    void source
      ?.getClusterExpansionZoom(clusterId)
      .then((next) => map?.easeTo({ center: [lng, lat], zoom: next }));
  };
  const count = data.features.length;

  return (
    // A group, not a second landmark: maplibre's canvas is the region named `label`.
    <div className="service-map" role="group" aria-label={label}>
      <p className="service-map__summary" role="status">
        <Plural value={count} one="# service on the map." other="# services on the map." />
      </p>
      <div className="service-map__frame">
        {style.state === 'ready' ? (
          <MapView
            initialViewState={{ longitude: center.lng, latitude: center.lat, zoom }}
            mapStyle={style.style}
            locale={locale}
            onLoad={(e) => onLoad(e.target)}
            style={{ width: '100%', height: '100%' }}
          >
            <NavigationControl showCompass={false} />
            <Source id={SOURCE} type="geojson" data={data} cluster clusterRadius={48}>
              <Layer
                id="service-clusters"
                type="circle"
                filter={['has', 'point_count']}
                paint={{
                  'circle-color': CLUSTER_COLOR,
                  'circle-radius': ['step', ['get', 'point_count'], 18, 50, 22, 500, 26],
                  'circle-stroke-color': '#ffffff',
                  'circle-stroke-width': 2,
                }}
              />
              <Layer
                id="service-points"
                type="circle"
                filter={['!', ['has', 'point_count']]}
                paint={{
                  // A small dot under each HTML marker's shape; it still shows a service when
                  // the view holds more single markers than are drawn as HTML.
                  'circle-color': statusColorExpression(),
                  'circle-radius': 5,
                  'circle-stroke-color': '#ffffff',
                  'circle-stroke-width': 1,
                }}
              />
            </Source>
            {/* An online style names its own places. */}
            {typeof style.style === 'string' ? null : (
              <PlaceNames
                map={map}
                bounds={view?.bounds ?? null}
                zoom={view?.zoom ?? zoom}
                around={placesAround}
                aroundLabel={aroundLabel}
                userLocation={userLocation}
              />
            )}
            {userLocation ? (
              <Marker longitude={userLocation.lng} latitude={userLocation.lat}>
                <span className="map-user" role="img" aria-label={t`Your location`} />
              </Marker>
            ) : null}
            <MapMarkers
              markers={markers}
              points={byId}
              selectedId={selectedId}
              onCluster={zoomInto}
              onSelect={setSelectedId}
            />
            {selected ? <MapPopup point={selected} onClose={closePopup} /> : null}
          </MapView>
        ) : (
          <p className="service-map__message">
            {style.state === 'loading' ? (
              <Trans>Loading the map…</Trans>
            ) : (
              <Trans>The map could not be loaded. The list shows the same services.</Trans>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
