import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';
// Hashed assets that the service worker precaches (its glob takes *.json): the map then works
// offline from the first visit on, and nothing is fetched from the web.
import statesUrl from 'us-atlas/states-10m.json?url';
import landUrl from 'world-atlas/land-110m.json?url';
import type { BasemapData } from './basemap-style';

type AtlasTopology<K extends string> = Topology<Record<K, GeometryCollection>>;

/** GeoJSON from the atlases' TopoJSON (converted here: the TopoJSON is 4–6× smaller). */
export function basemapFromTopology(
  land: AtlasTopology<'land'>,
  states: AtlasTopology<'states'>,
): BasemapData {
  return {
    land: feature(land, land.objects.land),
    states: feature(states, states.objects.states),
    // Shared borders only: the coasts are already drawn by the land's edge.
    stateLines: mesh(states, states.objects.states, (a, b) => a !== b),
  };
}

async function readJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Basemap file ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

let loading: Promise<BasemapData> | null = null;

/** The basemap, read once per page (every map after the first reuses it). */
export function loadOfflineBasemap(): Promise<BasemapData> {
  loading ??= Promise.all([
    readJson<AtlasTopology<'land'>>(landUrl),
    readJson<AtlasTopology<'states'>>(statesUrl),
  ]).then(([land, states]) => basemapFromTopology(land, states));
  // A failed read (storage cleared while offline) may succeed on the next map.
  loading.catch(() => (loading = null));
  return loading;
}
