import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStaticPage } from '../hooks/use-static-page';
import { htmlToReact } from '../../../lib/html-to-react';
import { pageContentFor, pageLanguageFor, type StaticPageCode } from '../lib/page-language';

interface StaticPageScreenProps {
  code: StaticPageCode;
  /** The app's own (translated) name for the page, so the heading exists before the content. */
  title: string;
}

/** /about, /terms_of_use and /privacy_policy: HTML from the offline mirror (product-spec §2, §3). */
export function StaticPageScreen({ code, title }: StaticPageScreenProps) {
  const { i18n } = useLingui();
  usePageTitle(title);
  const page = useStaticPage(code);
  const content = useMemo(
    () => (page ? htmlToReact(pageContentFor(page, i18n.locale)) : null),
    [page, i18n.locale],
  );

  return (
    <article className="page static-page">
      <h1 className="page__title">{title}</h1>
      {page === undefined && (
        <p className="route-fallback" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {page === null && (
        <p className="static-page__missing" role="status">
          <Trans>
            This page is not available offline yet. Connect to the internet once and Refugio will
            keep a copy on this device.
          </Trans>
        </p>
      )}
      {page && (
        <div className="static-page__content" lang={pageLanguageFor(page, i18n.locale)}>
          {content}
        </div>
      )}
    </article>
  );
}
