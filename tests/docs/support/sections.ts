import { headings, read, slug } from './repository';

/**
 * Does `file` have the section a citation names? Numbered sections (`§4`, `§0.8`, `D.1`) are
 * headings that start with the number; a number under a heading that is not one itself (`§10.1`)
 * is an item of that heading's numbered list. Quoted names are a heading's start in our docs, and
 * words of the text in the brief's documents (`'Crisis line'` is a bold label there).
 */
export function hasSection(file: string, section: string): boolean {
  const numbered = /^(?:§\s?)?(\d+(?:\.\d+)*|[A-Z]\.\d+(?:\.\d+)*)$/.exec(section);
  if (numbered?.[1]) return hasNumbered(file, numbered[1]);
  const name = section.replace(/^["']|["']$/g, '');
  if (file.startsWith('docs/spec/')) return read(file).toLowerCase().includes(name.toLowerCase());
  return headings(file).some((h) => h.text.toLowerCase().startsWith(name.toLowerCase()));
}

function hasNumbered(file: string, number: string): boolean {
  const all = headings(file);
  const startsWith = (text: string, n: string) =>
    new RegExp(`^(§\\s?)?${escape(n)}(\\.|\\s|$)`).test(text);
  if (all.some((h) => startsWith(h.text, number))) return true;
  const cut = number.lastIndexOf('.');
  if (cut < 0) return false;
  const at = all.findIndex((h) => startsWith(h.text, number.slice(0, cut)));
  const parent = all[at];
  if (!parent) return false;
  const lines = read(file).split('\n');
  const next = all.slice(at + 1).find((h) => h.level <= parent.level);
  const body = lines.slice(parent.line + 1, next ? next.line : lines.length);
  const item = number.slice(cut + 1);
  return body.some((line) => new RegExp(`^\\s*${item}\\.\\s`).test(line));
}

/** Does the markdown file have a heading with this anchor? */
export function hasAnchor(file: string, anchor: string): boolean {
  const wanted = decodeURIComponent(anchor).toLowerCase();
  return headings(file).some((h) => slug(h.text.replace(/`/g, '')) === wanted);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
