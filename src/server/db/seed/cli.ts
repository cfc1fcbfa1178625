import { loadConfig } from '@server/config';
import { prepareDatabase } from '../prepare';
import { printAdminOnce } from '@server/startup-messages';
import { formatReport, seedReport } from './report';

// `npm run db:seed [-- --report] [-- --json]`: migrates, seeds what is missing, optionally reports.
const args = new Set(process.argv.slice(2));
const config = loadConfig();
const { handle, seed } = await prepareDatabase(config, {
  info: (obj) => console.error(JSON.stringify(obj)),
});
try {
  printAdminOnce(seed.admin);
  console.error(seed.steps.length ? `seeded: ${seed.steps.join(', ')}` : 'nothing to seed');
  if (args.has('--report') || args.has('--json')) {
    const report = await seedReport(handle.db);
    console.log(args.has('--json') ? JSON.stringify(report, null, 2) : formatReport(report));
  }
} finally {
  await handle.close();
}
