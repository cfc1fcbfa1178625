// Whether a build output is missing or older than any of its sources (files or folders).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

export function isStale(output, sources) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  return built < Math.max(...sources.map(newest));
}
