import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PATHS } from '@client/lib/paths';
import { Link, useParams } from '@client/lib/router';
import { usePageTitle } from '@client/lib/use-page-title';
import { usePage } from '../hooks/use-page';
import { ListStatus } from '@client/components/crud/list-status';
import { PageEditor } from './page-editor';

/** /manage_pages/:code (administrators): edits one static page and shows what was stored. */
export function EditPageScreen() {
  const { t } = useLingui();
  const { code = '' } = useParams();
  const { page, error, reload } = usePage(code);
  const [saves, setSaves] = useState(0);
  const [cleaned, setCleaned] = useState(false);
  const name = page?.name ?? code;
  usePageTitle(t`Edit page ${name}`);

  return (
    <section className="content-admin">
      <p>
        <Link to={PATHS.manageStaticPages}>
          <Trans>Back to static pages</Trans>
        </Link>
      </p>
      <h1>{t`Edit page ${name}`}</h1>
      <ListStatus loading={!page} error={error} empty={false} emptyText="" onRetry={reload}>
        {saves > 0 && (
          <p role="status" className="content-admin__notice">
            {cleaned ? (
              <Trans>
                Saved. Some HTML was not allowed and was removed: the fields now show what was
                stored.
              </Trans>
            ) : (
              <Trans>Saved. The fields show what was stored.</Trans>
            )}
          </p>
        )}
        {page && (
          <PageEditor
            // A new key after each save: the form restarts from the stored (sanitized) HTML.
            key={saves}
            page={page}
            onSaved={(wasCleaned) => {
              setCleaned(wasCleaned);
              setSaves((n) => n + 1);
            }}
          />
        )}
      </ListStatus>
    </section>
  );
}
