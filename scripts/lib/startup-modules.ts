// The app's own modules that an entry imports statically, directly or not: what every start
// executes. vite.config.ts bundles them into one chunk, so a cold start asks the service worker
// for a few files instead of twenty small shared chunks (each request costs a slow phone's main
// thread several milliseconds; docs/sync.md, "Reading fast").
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { unalias } from './path-aliases';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const isOwn = (specifier: string) => specifier.startsWith('.') || unalias(specifier) !== null;

function resolveSpecifier(from: string, specifier: string): string | null {
  const base = unalias(specifier) ?? path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The app's own specifiers (relative or aliased) of the static, value-carrying imports and re-exports of one file. */
export function staticImports(file: string, source = readFileSync(file, 'utf8')): string[] {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of parsed.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      specifier = statement.moduleSpecifier;
    }
    if (specifier && ts.isStringLiteral(specifier) && isOwn(specifier.text))
      found.push(specifier.text);
  }
  return found;
}

/** Absolute paths of the files reachable from `entry` through static imports of the app's own modules. */
export function startupModules(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [path.resolve(entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of staticImports(file)) {
      const resolved = resolveSpecifier(file, specifier);
      if (resolved) queue.push(resolved);
    }
  }
  return seen;
}
