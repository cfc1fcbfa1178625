import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { markFirstContent } from '@client/lib/first-content';
import { usePageTitle } from '@client/lib/use-page-title';
import { syncCanDeliver, useSyncStatus } from '@client/sync/status';
import { useStaticPage } from '../hooks/use-static-page';
import { htmlToReact } from '@client/lib/html-to-react';
import { pageContentFor, pageLanguageFor, type StaticPageCode } from '../lib/page-language';
import { withoutRepeatedTitle } from '../lib/page-heading';

interface StaticPageScreenProps {
  code: StaticPageCode;
  /** The app's own (translated) name for the page, so the heading exists before the content. */
  title: string;
}

/**
 * /about, /terms_of_use and /privacy_policy: HTML from the offline mirror (docs/spec/product-spec.md §2, §3).
 * On a device whose mirror was never synced (a first visit opening the terms from the tutorial)
 * the page says it is loading while the first sync can still bring it, and that sync starts at
 * once, not after the first-content fallback; 'not available offline' is for when it cannot.
 * The app's title is the one heading: a first content heading that repeats it is left out.
 */
export function StaticPageScreen({ code, title }: StaticPageScreenProps) {
  const { i18n } = useLingui();
  usePageTitle(title);
  const read = useStaticPage(code);
  const canArrive = useSyncStatus(syncCanDeliver);
  const page = read?.page;
  const awaited = read !== undefined && read.page === null && !read.synced && canArrive;
  useEffect(() => {
    if (read !== undefined) markFirstContent();
  }, [read]);
  const content = useMemo(
    () =>
      page ? htmlToReact(withoutRepeatedTitle(pageContentFor(page, i18n.locale), title)) : null,
    [page, i18n.locale, title],
  );

  return (
    <article className="page static-page">
      <h1 className="page__title">{title}</h1>
      {(read === undefined || awaited) && (
        <p className="route-fallback" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {page === null && !awaited && (
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
