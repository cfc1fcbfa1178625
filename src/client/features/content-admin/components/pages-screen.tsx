import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { FormDialog } from '@client/components/ui/form-dialog';
import { PATHS } from '@client/lib/paths';
import { generatePath, useNavigate } from '@client/lib/router';
import { usePageTitle } from '@client/lib/use-page-title';
import { useCrudState } from '@client/lib/crud/use-crud-state';
import { useDelete } from '@client/lib/crud/use-delete';
import { useRemoteList } from '@client/lib/crud/use-remote-list';
import { deletePage, listPages, type StaticPage } from '../api';
import { ListStatus } from '@client/components/crud/list-status';
import { NewPageForm } from './new-page-form';
import { PageItem } from './page-item';
import { queryKeys } from '@client/lib/query/query-keys';

// The pages the app itself links to (About, Terms, Privacy, FAQ): deleting one empties a screen.
const BUILT_IN = new Set(['ABOUT', 'TERMS', 'PRIVACY', 'FAQ']);
const editPath = (code: string) => generatePath(PATHS.editStaticPage, { code });

/** /manage_pages (administrators): every static page, with links to edit them. */
export function PagesScreen() {
  const { t } = useLingui();
  usePageTitle(t`Static pages`);
  const navigate = useNavigate();
  const list = useRemoteList(queryKeys.staticPages.list, listPages);
  const crud = useCrudState<StaticPage>();
  const remover = useDelete([queryKeys.staticPages.all]);
  const deleting = crud.deleting;
  const code = deleting?.code ?? '';

  const confirmDelete = async () => {
    if (!deleting) return;
    await remover.run(() => deletePage(deleting.code), t`Page deleted.`);
    crud.closeDelete();
  };

  return (
    <section className="content-admin">
      <h1>
        <Trans>Static pages</Trans>
      </h1>
      <div className="content-admin__toolbar">
        <button
          type="button"
          className="button button--primary"
          onClick={(e) => crud.startAdd(e.currentTarget)}
        >
          <Trans>New page</Trans>
        </button>
      </div>
      <ListStatus
        loading={list.loading}
        error={list.error}
        empty={list.items.length === 0}
        emptyText={t`There are no pages yet.`}
        onRetry={list.reload}
      >
        <ul className="content-admin__list">
          {list.items.map((page) => (
            <PageItem
              key={page.id}
              page={page}
              editPath={editPath(page.code)}
              onDelete={(e) => crud.startDelete(page, e.currentTarget)}
            />
          ))}
        </ul>
      </ListStatus>
      <FormDialog
        open={crud.editing !== null}
        onClose={crud.closeEdit}
        title={t`New page`}
        returnFocusTo={crud.opener}
      >
        {crud.editing !== null && (
          <NewPageForm
            onCancel={crud.closeEdit}
            onCreated={(page) => {
              crud.closeEdit();
              void navigate(editPath(page.code));
            }}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        question={
          BUILT_IN.has(code)
            ? t`The app shows the page ${code}; after deleting it that screen is empty. Delete it?`
            : t`Do you want to delete the page ${code}?`
        }
        confirmLabel={t`Delete`}
        busy={remover.busy}
        returnFocusTo={crud.opener}
        onConfirm={() => void confirmDelete()}
        onCancel={crud.closeDelete}
      />
    </section>
  );
}
