import { useMemo } from 'react';
import { htmlToReact } from '@client/lib/html-to-react';

interface Props {
  label: string;
  html: string;
  lang?: string;
}

/**
 * The page as the app will show it, through the same allow-list renderer as the public pages, so
 * anything it drops (scripts, styles, attributes) is visibly gone here too.
 */
export function HtmlPreview({ label, html, lang }: Props) {
  const nodes = useMemo(() => htmlToReact(html), [html]);
  return (
    <section className="content-admin__preview" aria-label={label} lang={lang}>
      <p className="content-admin__preview-label" aria-hidden="true">
        {label}
      </p>
      <div className="static-page__content content-admin__preview-body">{nodes}</div>
    </section>
  );
}
