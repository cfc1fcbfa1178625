import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineOf, read, ROOT, scannedFiles } from './support/repository';
import { hasAnchor, hasSection } from './support/sections';

// A newcomer follows every citation: each names a file of the repository (and a section it has),
// in one form (docs/spec/README.md). Reads files only; no server, no database.
const files = scannedFiles();
const markdown = files.filter((f) => f.endsWith('.md'));

const exists = (file: string) => existsSync(path.join(ROOT, file));

/** `docs/…md`, optionally followed by the section it cites. */
const DOC_CITATION =
  /(?<![\w./-])(docs\/[\w./-]*?\.md)(?![\w/-])(?:,?\s(§\s?\d+(?:\.\d+)*|[A-E]\.\d+(?:\.\d+)*|"[^"\n]+"|'[^'\n]+'))?/g;

describe('citations in source, tests, scripts and docs', () => {
  it('reads the repository', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain('docs/architecture.md');
  });

  it('cite documents that exist, and sections those documents have', () => {
    const broken: string[] = [];
    for (const file of files) {
      const text = read(file);
      for (const match of text.matchAll(DOC_CITATION)) {
        const [, cited = '', section] = match;
        const where = `${file}:${lineOf(text, match.index)}`;
        if (!exists(cited)) broken.push(`${where}: ${cited} does not exist`);
        else if (section && !hasSection(cited, section.trim()))
          broken.push(`${where}: ${cited} has no section ${section.trim()}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('name the documents of the brief by their path under docs/spec/', () => {
    const names = ['product', 'api', 'forms-and', 'stack', 'design'].map(
      (start, i) => start + ['-spec', '-contract', '-messages', '-notes', '-card'][i],
    );
    const bare = new RegExp(
      // A markdown link's text or target is a path of its own (it is checked below).
      `(?<![\\w./-]|\\[|\\]\\()(?:(?:${names.join('|')})(?![\\w-])|(?:open-status|conventions)\\.md|design card)`,
      'gi',
    );
    const found = files.flatMap((file) => {
      const text = read(file);
      return [...text.matchAll(bare)].map((m) => `${file}:${lineOf(text, m.index)}: ${m[0]}`);
    });
    expect(found).toEqual([]);
  });

  it('say what an issue decided instead of citing its number', () => {
    const word = 'iss' + 'ue';
    const numbered = new RegExp(
      `\\b${word}s?[ \\t]*(?:\\r?\\n[ \\t]*(?:\\*|//|#|--)?[ \\t]*)?#?\\d+|\\b${word}[ \\t]+"[^"\\n]+"`,
      'gi',
    );
    const found = files.flatMap((file) => {
      const text = read(file);
      return [...text.matchAll(numbered)].map(
        (m) => `${file}:${lineOf(text, m.index)}: ${m[0].replace(/\s+/g, ' ')}`,
      );
    });
    expect(found).toEqual([]);
  });
});

describe('relative links in docs/ and the READMEs', () => {
  const LINK = /\[(?:[^\]\n]|\][^(])*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
  const withoutCode = (text: string) =>
    text
      .replace(/^(```|~~~)[\s\S]*?^\1/gm, (block) => block.replace(/[^\n]/g, ''))
      .replace(/`[^`\n]*`/g, '``');

  it('point at files that exist, and at headings those files have', () => {
    const broken: string[] = [];
    for (const file of markdown) {
      const text = withoutCode(read(file));
      for (const match of text.matchAll(LINK)) {
        const target = match[1] ?? '';
        if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(target)) continue; // https:, mailto:, …
        const [pathPart, anchor] = target.split('#');
        const resolved = pathPart
          ? path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart))
          : file;
        const where = `${file}:${lineOf(text, match.index)}: ${target}`;
        if (!exists(resolved)) broken.push(`${where} (no ${resolved})`);
        else if (anchor && resolved.endsWith('.md') && !hasAnchor(resolved, anchor))
          broken.push(`${where} (no such heading)`);
        else if (anchor && statSync(path.join(ROOT, resolved)).isDirectory())
          broken.push(`${where} (a folder has no headings)`);
      }
    }
    expect(markdown.length).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });
});

describe('source paths in docs/ and the READMEs', () => {
  const PATH = /`((?:src|tests|scripts|sw)\/[\w./-]+)`/g;
  // A module is named as imported too: without its extension, or by its folder's index.
  const resolves = (cited: string) =>
    ['', '.ts', '.tsx', '.mjs', '/index.ts'].some((end) => exists(cited.replace(/\/$/, '') + end));

  it('name files and folders that exist', () => {
    const missing = markdown
      .filter((file) => !file.startsWith('docs/spec/'))
      .flatMap((file) => {
        const text = read(file);
        return [...text.matchAll(PATH)]
          .filter((m) => !resolves(m[1] ?? ''))
          .map((m) => `${file}:${lineOf(text, m.index)}: ${m[1]}`);
      });
    expect(missing).toEqual([]);
  });
});

describe('the section lookup the citations use', () => {
  it('finds numbered headings, numbered items under them, and our headings by name', () => {
    expect(hasSection('docs/spec/product-spec.md', '§4')).toBe(true);
    expect(hasSection('docs/spec/product-spec.md', '§13')).toBe(false);
    expect(hasSection('docs/spec/api-contract.md', '§0.8')).toBe(true);
    expect(hasSection('docs/spec/api-contract.md', '§10.1')).toBe(true);
    expect(hasSection('docs/spec/api-contract.md', '§10.99')).toBe(false);
    expect(hasSection('docs/spec/forms-and-messages.md', 'D.2')).toBe(true);
    expect(hasSection('docs/spec/forms-and-messages.md', 'D.9')).toBe(false);
    expect(hasSection('docs/sync.md', '"Reading fast"')).toBe(true);
    expect(hasSection('docs/sync.md', '"Writing slowly"')).toBe(false);
    expect(hasAnchor('docs/architecture.md', 'the-place-search')).toBe(true);
    expect(hasAnchor('docs/architecture.md', 'the-place-finder')).toBe(false);
  });
});
