// `node scripts/with-postgres.mjs <command…>`: runs a command with TEST_DATABASE_URL pointing at a
// throwaway PostgreSQL cluster (the same one `npm test` starts), then removes the cluster.
import { spawnSync } from 'node:child_process';
import { startCluster } from './lib/pg-cluster.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}
const cluster = await startCluster((m) => console.error(m));
if (!cluster) {
  console.error('SKIPPED: no PostgreSQL binaries and not root to install them');
  process.exit(1);
}
let status = 1;
try {
  status =
    spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: cluster.url },
    }).status ?? 1;
} finally {
  cluster.stop();
}
process.exit(status);
