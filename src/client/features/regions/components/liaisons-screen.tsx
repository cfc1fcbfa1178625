import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { FormDialog } from '@client/components/ui/form-dialog';
import { useSessionStore } from '@client/lib/session-store';
import { usePageTitle } from '@client/lib/use-page-title';
import { useCrudState } from '@client/lib/crud/use-crud-state';
import { useDelete } from '@client/lib/crud/use-delete';
import { useRemoteList } from '@client/lib/crud/use-remote-list';
import { matches } from '@client/lib/crud/matches';
import { deleteLiaison, listLiaisons, listRegions, type Liaison } from '../api';
import { ListStatus } from '@client/components/crud/list-status';
import { LiaisonForm } from './liaison-form';
import { LiaisonItem } from './liaison-item';
import { RegionSelect } from './region-select';
import { SearchField } from '@client/components/crud/search-field';
import { queryKeys } from '@client/lib/query/query-keys';

/** /homeless_liaisons: staff read the liaisons, filtered by region; administrators manage them. */
export function LiaisonsScreen() {
  const { t } = useLingui();
  usePageTitle(t`Homeless liaisons`);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const list = useRemoteList(queryKeys.liaisons.all, listLiaisons);
  const regions = useRemoteList(queryKeys.regions.list, listRegions);
  const crud = useCrudState<Liaison>();
  const remover = useDelete([queryKeys.liaisons.all]);
  const filterId = useId();
  const [query, setQuery] = useState('');
  const [regionId, setRegionId] = useState('');
  const regionName = (id: string | null | undefined) =>
    regions.items.find((region) => region.id === id)?.name ?? null;
  const shown = list.items.filter(
    (l) =>
      (!regionId || l.regionId === regionId) &&
      matches(query, l.name, l.organization, l.area, l.email, l.notes),
  );
  const editing = crud.editing === 'new' ? null : crud.editing;
  const deletingName = crud.deleting?.name ?? '';

  const confirmDelete = async () => {
    if (!crud.deleting) return;
    const { id } = crud.deleting;
    await remover.run(() => deleteLiaison(id), t`Liaison deleted.`);
    crud.closeDelete();
  };

  return (
    <section className="content-admin">
      <h1>
        <Trans>Homeless liaisons</Trans>
      </h1>
      <div className="content-admin__toolbar">
        <SearchField label={t`Search liaisons`} value={query} onChange={setQuery} />
        <RegionSelect
          id={filterId}
          label={t`Filter by region`}
          value={regionId}
          onChange={setRegionId}
          regions={regions.items}
          noneLabel={t`All regions`}
        />
        {isAdmin && (
          <button
            type="button"
            className="button button--primary"
            onClick={(e) => crud.startAdd(e.currentTarget)}
          >
            <Trans>Add liaison</Trans>
          </button>
        )}
      </div>
      <ListStatus
        loading={list.loading}
        error={list.error}
        empty={shown.length === 0}
        emptyText={
          query || regionId ? t`No liaison matches your search.` : t`There are no liaisons yet.`
        }
        onRetry={list.reload}
      >
        <ul className="content-admin__list">
          {shown.map((liaison) => (
            <LiaisonItem
              key={liaison.id}
              liaison={liaison}
              regionName={regionName(liaison.regionId)}
              actions={
                isAdmin
                  ? {
                      onEdit: (e) => crud.startEdit(liaison, e.currentTarget),
                      onDelete: (e) => crud.startDelete(liaison, e.currentTarget),
                    }
                  : null
              }
            />
          ))}
        </ul>
      </ListStatus>
      {isAdmin && (
        <>
          <FormDialog
            open={crud.editing !== null}
            onClose={crud.closeEdit}
            title={editing ? t`Edit liaison` : t`Add liaison`}
            returnFocusTo={crud.opener}
          >
            {crud.editing !== null && (
              <LiaisonForm
                key={editing?.id ?? 'new'}
                liaison={editing}
                regions={regions.items}
                onCancel={crud.closeEdit}
                onSaved={crud.closeEdit}
              />
            )}
          </FormDialog>
          <ConfirmDialog
            open={crud.deleting !== null}
            question={t`Do you want to delete the liaison ${deletingName}?`}
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
