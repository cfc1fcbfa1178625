import type { StyleSpecification } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { loadOfflineBasemap } from './basemap';
import { buildOfflineStyle } from './basemap-style';
import { MAP_STYLE_URL } from './map-config';

export type MapStyleState =
  | { state: 'loading' }
  | { state: 'ready'; style: string | StyleSpecification }
  | { state: 'failed' };

async function offlineStyle(): Promise<StyleSpecification> {
  return buildOfflineStyle(await loadOfflineBasemap());
}

/**
 * The configured online style when it can be reached, else the offline basemap: offline (or
 * with the style's server down) an online style drew an empty map, and the map must work
 * offline (docs/map.md). The style is fetched once to know; maplibre then reads it from the HTTP
 * cache, by its address, so its relative sprite and glyph addresses still resolve.
 */
export async function chooseMapStyle(
  styleUrl: string | null = MAP_STYLE_URL,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<string | StyleSpecification> {
  if (!styleUrl || (typeof navigator !== 'undefined' && !navigator.onLine)) return offlineStyle();
  try {
    const response = await fetchImpl(styleUrl);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return styleUrl;
  } catch (error) {
    console.warn('The online map style could not be reached; using the offline basemap', error);
    return offlineStyle();
  }
}

/** The map's style once chosen (chooseMapStyle). */
export function useMapStyle(): MapStyleState {
  const [result, setResult] = useState<MapStyleState>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    chooseMapStyle().then(
      (style) => live && setResult({ state: 'ready', style }),
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
