// `npm run build` (after vite): compiles the server to build/server/server.mjs (scripts/lib/server-build.mjs).
import { buildServer, SERVER_ENTRY } from './lib/server-build.mjs';

await buildServer();
console.log(`server built: ${SERVER_ENTRY}`);
