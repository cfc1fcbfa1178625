const HEADINGS = new Set(['H1', 'H2', 'H3']);

const comparable = (text: string) =>
  text.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/**
 * The page's HTML without a first heading that only repeats the page's title (docs/screens.md):
 * the screen's h1 already says it, so the page shows one heading. A first heading that says
 * something else is content and stays; so does everything after it.
 */
export function withoutRepeatedTitle(html: string, title: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const first = doc.body.firstElementChild;
  const before = first ? textBefore(first) : '';
  if (!first || before !== '' || !HEADINGS.has(first.tagName)) return html;
  if (comparable(first.textContent ?? '') !== comparable(title)) return html;
  first.remove();
  return doc.body.innerHTML;
}

/** The text that comes before `element` in its parent (a heading after words is not first). */
function textBefore(element: Element): string {
  let text = '';
  for (let node = element.previousSibling; node; node = node.previousSibling) {
    text += node.textContent ?? '';
  }
  return text.trim();
}
