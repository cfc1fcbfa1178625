import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { FormDialog } from '@client/components/ui/form-dialog';
import { useSessionStore } from '@client/lib/session-store';
import { usePageTitle } from '@client/lib/use-page-title';
import { useCrudState } from '@client/lib/crud/use-crud-state';
import { useDelete } from '@client/lib/crud/use-delete';
import { useRemoteList } from '@client/lib/crud/use-remote-list';
import { deleteRegion, listRegions, type Region } from '../api';
import { matches } from '@client/lib/crud/matches';
import { ItemActions } from '@client/components/crud/item-actions';
import { ListStatus } from '@client/components/crud/list-status';
import { RegionForm } from './region-form';
import { SearchField } from '@client/components/crud/search-field';
import { queryKeys } from '@client/lib/query/query-keys';

/** /regions: staff read the regions; administrators add, edit and delete them. */
export function RegionsScreen() {
  const { t } = useLingui();
  usePageTitle(t`Regions`);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const list = useRemoteList(queryKeys.regions.list, listRegions);
  const crud = useCrudState<Region>();
  const remover = useDelete([queryKeys.regions.all]);
  const [query, setQuery] = useState('');
  const shown = list.items.filter((r) => matches(query, r.name, r.description, ...r.states));
  const editing = crud.editing === 'new' ? null : crud.editing;
  const deletingName = crud.deleting?.name ?? '';

  const confirmDelete = async () => {
    if (!crud.deleting) return;
    const { id } = crud.deleting;
    await remover.run(() => deleteRegion(id), t`Region deleted.`);
    crud.closeDelete();
  };

  return (
    <section className="content-admin">
      <h1>
        <Trans>Regions</Trans>
      </h1>
      <div className="content-admin__toolbar">
        <SearchField label={t`Search regions`} value={query} onChange={setQuery} />
        {isAdmin && (
          <button
            type="button"
            className="button button--primary"
            onClick={(e) => crud.startAdd(e.currentTarget)}
          >
            <Trans>Add region</Trans>
          </button>
        )}
      </div>
      <ListStatus
        loading={list.loading}
        error={list.error}
        empty={shown.length === 0}
        emptyText={query ? t`No region matches your search.` : t`There are no regions yet.`}
        onRetry={list.reload}
      >
        <ul className="content-admin__list">
          {shown.map((region) => (
            <li key={region.id} className="content-admin__item">
              <h2 className="content-admin__item-title">{region.name}</h2>
              {region.description && <p>{region.description}</p>}
              <p>
                <Trans>States:</Trans> {region.states.length ? region.states.join(', ') : '—'}
              </p>
              {isAdmin && (
                <ItemActions
                  name={region.name}
                  onEdit={(e) => crud.startEdit(region, e.currentTarget)}
                  onDelete={(e) => crud.startDelete(region, e.currentTarget)}
                />
              )}
            </li>
          ))}
        </ul>
      </ListStatus>
      {isAdmin && (
        <>
          <FormDialog
            open={crud.editing !== null}
            onClose={crud.closeEdit}
            title={editing ? t`Edit region` : t`Add region`}
            returnFocusTo={crud.opener}
          >
            {crud.editing !== null && (
              <RegionForm
                key={editing?.id ?? 'new'}
                region={editing}
                onCancel={crud.closeEdit}
                onSaved={crud.closeEdit}
              />
            )}
          </FormDialog>
          <ConfirmDialog
            open={crud.deleting !== null}
            question={t`Do you want to delete the region ${deletingName}? Its coordinators are deleted with it.`}
            confirmLabel={t`Delete`}
            busy={remover.busy}
            returnFocusTo={crud.opener}
            onConfirm={() => void confirmDelete()}
            onCancel={crud.closeDelete}
          />
        </>
      )}
    </section>
  );
}
