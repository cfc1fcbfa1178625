import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { protectTokens, restoreTokens } from './protect';
import { nothingToDo, TranslationError, type Language, type Translator } from './translator';

export interface ApertiumOptions {
  bin: string;
  timeoutMs: number;
}

const MODES: Record<string, string> = { 'en>es': 'eng-spa', 'es>en': 'spa-eng' };

/** Every non-blank line of every text is one segment; blank lines and line breaks are kept. */
interface Layout {
  /** null marks a line that is a segment, in order. */
  lines: (string | null)[][];
  segments: { text: string; tokens: string[] }[];
}

function layOut(texts: string[]): Layout {
  const segments: Layout['segments'] = [];
  const lines = texts.map((text) =>
    text
      .replace(/\r/g, '')
      .split('\n')
      .map((line) => {
        if (line.trim() === '') return line;
        segments.push(protectTokens(line.trim()));
        return null;
      }),
  );
  return { lines, segments };
}

function run(bin: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      bin,
      args,
      { timeout: timeoutMs, maxBuffer: 32 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const code = (error as NodeJS.ErrnoException).code;
        const reason =
          code === 'ENOENT'
            ? `apertium not found (${bin})`
            : error.killed
              ? `apertium timed out after ${timeoutMs} ms`
              : `apertium failed: ${(stderr || error.message).trim().slice(0, 300)}`;
        reject(new TranslationError(reason, { cause: error }));
      },
    );
  });
}

/**
 * The embedded default engine (Debian `apertium` + `apertium-eng-spa`). docs/spec/stack-notes.md §6: stdin
 * does not work from Node (the wrapper opens /dev/stdin, a socket here), so the text goes through
 * a temp file; segments are separated by a blank line, since single newlines merge; `-u` drops
 * the unknown-word marks.
 */
export function createApertiumTranslator({ bin, timeoutMs }: ApertiumOptions): Translator {
  return {
    name: 'apertium',
    async translate(texts: string[], source: Language, target: Language): Promise<string[]> {
      if (nothingToDo(texts, source, target)) return [...texts];
      const mode = MODES[`${source}>${target}`];
      if (!mode) throw new TranslationError(`no apertium mode for ${source} → ${target}`);
      const layout = layOut(texts);
      const file = path.join(tmpdir(), `refugio-apertium-${randomUUID()}.txt`);
      await writeFile(file, `${layout.segments.map((s) => s.text).join('\n\n')}\n`, 'utf8');
      let output: string;
      try {
        output = await run(bin, ['-u', mode, file], timeoutMs);
      } finally {
        await rm(file, { force: true });
      }
      const translated = output.trim().split(/\n[ \t]*\n/);
      if (translated.length !== layout.segments.length) {
        throw new TranslationError(
          `apertium answered ${translated.length} segments for ${layout.segments.length}`,
        );
      }
      let next = 0;
      return layout.lines.map((lines) =>
        lines
          .map((line) => {
            if (line !== null) return line;
            const segment = layout.segments[next];
            const text = translated[next] ?? '';
            next += 1;
            return restoreTokens(text.trim().replace(/ {2,}/g, ' '), segment?.tokens ?? []);
          })
          .join('\n'),
      );
    },
  };
}
