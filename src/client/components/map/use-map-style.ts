import type { StyleSpecification } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { loadOfflineBasemap } from './basemap';
import { buildOfflineStyle } from './basemap-style';
import { MAP_STYLE_URL } from './map-config';

export type MapStyleState =
  | { state: 'loading' }
  | { state: 'ready'; style: string | StyleSpecification }
  | { state: 'failed' };

/** The configured online style, or else the offline basemap once its files are read. */
export function useMapStyle(): MapStyleState {
  const [result, setResult] = useState<MapStyleState>(() =>
    MAP_STYLE_URL ? { state: 'ready', style: MAP_STYLE_URL } : { state: 'loading' },
  );
  useEffect(() => {
    if (MAP_STYLE_URL) return;
    let live = true;
    loadOfflineBasemap().then(
      (data) => live && setResult({ state: 'ready', style: buildOfflineStyle(data) }),
      (error: unknown) => {
        console.error('Offline basemap failed to load', error);
        if (live) setResult({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return result;
}
