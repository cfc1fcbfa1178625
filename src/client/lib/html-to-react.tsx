import { createElement, Fragment, type ReactNode } from 'react';
import { Link } from './router';
import { safeHref } from './safe-href';

// The server's allow-list (src/server/services/sanitize/html.ts); anything else is unwrapped.
const ALLOWED = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'br']);
// Elements whose text is never content: dropped with everything inside them.
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript']);

function convertChildren(node: Node, path: string): ReactNode[] {
  return Array.from(node.childNodes).map((child, index) => convert(child, `${path}.${index}`));
}

function convertLink(element: Element, key: string): ReactNode {
  const children = convertChildren(element, key);
  const href = safeHref(element.getAttribute('href'));
  if (href === null) return <span key={key}>{children}</span>;
  if (href.kind === 'internal') {
    return (
      <Link key={key} to={href.to}>
        {children}
      </Link>
    );
  }
  return (
    <a key={key} href={href.href} rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  if (tag === 'a') return convertLink(element, key);
  const children = convertChildren(element, key);
  if (tag === 'br') return <br key={key} />;
  if (ALLOWED.has(tag)) return createElement(tag, { key }, ...children);
  return <Fragment key={key}>{children}</Fragment>;
}

/**
 * Page HTML as React elements, built from an allow-list instead of handing the string to the DOM:
 * no attribute but a checked href survives, so no script, handler or style can run.
 */
export function htmlToReact(html: string): ReactNode[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return convertChildren(doc.body, 'n');
}
