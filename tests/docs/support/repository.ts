import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// Not ours to reword: the brief's documents as they were given (their README is ours), third-party
// fixtures, generated files, binaries, and this test's own folder (it names the forms it refuses).
const NOT_SCANNED = [
  /^docs\/spec\/(?!README\.md$)/,
  /^tests\/docs\//,
  /^tests\/fixtures\/(?!.*README\.md$)/,
  /^public\//,
  /^src\/server\/db\/migrations\/meta\//,
  /(^|\/)package-lock\.json$/,
  /\.(po|png|jpe?g|svg|ico|webp|woff2?|csv|zip|gz|pbf|wasm)$/,
];

/** Every file of the checkout that git knows or would add, as paths relative to the root. */
export function repositoryFiles(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
    },
  );
  return [...new Set(out.toString().split('\0').filter(Boolean))].filter((file) =>
    existsSync(path.join(ROOT, file)),
  );
}

/** The text files whose citations must resolve. */
export function scannedFiles(): string[] {
  return repositoryFiles().filter((file) => !NOT_SCANNED.some((re) => re.test(file)));
}

const cache = new Map<string, string>();
export function read(file: string): string {
  let text = cache.get(file);
  if (text === undefined) {
    text = readFileSync(path.join(ROOT, file), 'utf8');
    cache.set(file, text);
  }
  return text;
}

export const lineOf = (text: string, index: number): number =>
  text.slice(0, index).split('\n').length;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export interface Heading {
  level: number;
  text: string;
  line: number;
}

/** The headings of a markdown file, outside fenced code. */
export function headings(file: string): Heading[] {
  const out: Heading[] = [];
  let fenced = false;
  read(file)
    .split('\n')
    .forEach((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      const match = !fenced && /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
      if (match) out.push({ level: match[1]?.length ?? 0, text: match[2] ?? '', line: index });
    });
  return out;
}
