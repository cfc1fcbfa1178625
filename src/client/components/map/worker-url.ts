import { setWorkerUrl } from 'maplibre-gl';
// maplibre-gl 6 finds its worker relative to its own module, which a bundle breaks (stack notes
// G6): the hashed .mjs asset is named here instead, and the service worker precaches it.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);
