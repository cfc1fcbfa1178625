// index.html's prerendered first screen (src/client/app/prerender/first-screen.tsx) carries the
// demo notice between these two comments; the server keeps the block while the listings are the
// demo's and leaves it out otherwise (src/server/plugins/static-pwa.ts). So the notice is drawn
// with the first paint, in the place the app draws it, and the app's mount moves nothing.
export const DEMO_NOTICE_START = '<!--refugio-demo-notice-->';
export const DEMO_NOTICE_END = '<!--/refugio-demo-notice-->';
