import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { prepareOnly, prepareThenOpen, PREPARE_ONLY } from '@server/db/first-start';
import { holdPgliteLock } from '@server/db/pglite-lock';
import { printAdminOnce } from './startup-messages';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every key.\n`);
      process.exit(1);
    }
    throw error;
  }
}

const startedAt = Date.now();
const config = readConfig();
// The libraries loaded later read the mode from the environment itself, and the config's default
// (production) must hold for them too: React's server renderer (src/server/http/served-service.ts)
// picks its build when first loaded, and its development build is slower and writes error
// details with the server's file paths into the pages it draws.
process.env.NODE_ENV = config.NODE_ENV;
const seedLog = {
  info: (obj: object, msg?: string) =>
    process.stdout.write(`${JSON.stringify({ msg, pid: process.pid, ...obj })}\n`),
};
if (process.env[PREPARE_ONLY]) await prepareOnly(config, seedLog);
const { handle, seed } = await prepareThenOpen(config, fileURLToPath(import.meta.url), seedLog);
const app = await buildApp({ config, database: handle });
const releaseLock = handle.kind === 'pglite' ? holdPgliteLock(config.dataDir) : () => undefined;
app.addHook('onClose', async () => {
  await handle.close();
  releaseLock();
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
printAdminOnce(seed.admin);
app.log.info(
  { database: handle.kind, seeded: seed.steps, startupMs: Date.now() - startedAt },
  `Refugio is ready at ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}`,
);
