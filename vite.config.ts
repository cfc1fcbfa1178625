import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogWait } from './scripts/lib/catalog-wait';
import { earlyTaps } from './scripts/lib/early-taps';
import { inlineStyles } from './scripts/lib/inline-styles';
import { pathAliases } from './scripts/lib/path-aliases';
import { precompress } from './scripts/lib/precompress';
import { prerenderShell } from './scripts/lib/prerender-shell';
import { startupChunks } from './scripts/lib/startup-chunks';
import { startupModules } from './scripts/lib/startup-modules';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

// What every start runs: the app's statically imported modules, and the libraries they need.
const startup = startupModules('src/client/main.tsx');
const isStartupModule = (id: string) => startup.has(id.split('?')[0]!) && !id.endsWith('.css');
const STARTUP_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@lingui[\\/][^\\/]+|zustand|use-sync-external-store)[\\/]/;

// What turns the app's source into modules: the build's, and the prerender's (index.html's first
// screen, scripts/lib/prerender-shell.ts).
export const appTransforms = () => [
  catalogWait(),
  react(),
  babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  lingui(),
];

export default defineConfig({
  // vite-plugin-pwa builds the service worker with this `resolve` too.
  resolve: { alias: pathAliases() },
  plugins: [
    ...appTransforms(),
    prerenderShell(appTransforms),
    inlineStyles(),
    startupChunks(),
    earlyTaps(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest,json}'],
        // The server's first-screen renderer (scripts/lib/prerender-shell.ts) is no browser file.
        globIgnores: ['ssr/**', '**/node_modules/**'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      manifest: {
        id: '/',
        name: 'Refugio — help nearby',
        short_name: 'Refugio',
        description:
          'Find food, shelter, health care, resources and work nearby, and reach crisis lines — even offline.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: '#1b5e63',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
    // Last: compresses the hashed files the steps above wrote.
    precompress(),
  ],
  build: {
    target: 'es2022',
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Few files at start: each request costs a slow phone's main thread several milliseconds
        // (docs/sync.md, "Reading fast"). The libraries every start needs are one chunk, which
        // changes rarely and so keeps its precache revision across app releases; the app's own
        // start-up modules are another. Everything else stays split by route.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: STARTUP_LIBRARIES, priority: 20 },
            { name: 'shell', test: isStartupModule, priority: 10 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': apiTarget } },
});
