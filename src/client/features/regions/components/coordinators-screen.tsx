import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSessionStore } from '@client/lib/session-store';
import { usePageTitle } from '@client/lib/use-page-title';
import { useCoordinators } from '../hooks/use-coordinators';
import { useRemoteList } from '@client/lib/crud/use-remote-list';
import { listRegions } from '../api';
import { CoordinatorsEditor } from './coordinators-editor';
import { CoordinatorsList } from './coordinators-list';
import { ListStatus } from '@client/components/crud/list-status';
import { RegionSelect } from './region-select';
import { queryKeys } from '@client/lib/query/query-keys';

/** /regional_coordinators: pick a region, then read (staff) or edit (administrators) its list. */
export function CoordinatorsScreen() {
  const { t } = useLingui();
  usePageTitle(t`Regional coordinators`);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const regions = useRemoteList(queryKeys.regions.list, listRegions);
  const [regionId, setRegionId] = useState('');
  const coordinators = useCoordinators(regionId);
  const selectId = useId();
  const region = regions.items.find((r) => r.id === regionId);
  const regionName = region?.name ?? '';

  return (
    <section className="content-admin">
      <h1>
        <Trans>Regional coordinators</Trans>
      </h1>
      <ListStatus
        loading={regions.loading}
        error={regions.error}
        empty={regions.items.length === 0}
        emptyText={t`There are no regions yet. Add a region first.`}
        onRetry={regions.reload}
      >
        <RegionSelect
          id={selectId}
          label={t`Region`}
          value={regionId}
          onChange={setRegionId}
          regions={regions.items}
          noneLabel={t`Choose a region`}
        />
      </ListStatus>
      {region && (
        <>
          <h2>{t`Coordinators of ${regionName}`}</h2>
          <ListStatus
            loading={coordinators.loading}
            error={coordinators.error}
            empty={!isAdmin && coordinators.rows.length === 0}
            emptyText={t`This region has no coordinators yet.`}
            onRetry={coordinators.reload}
          >
            {isAdmin ? (
              <CoordinatorsEditor
                key={`${region.id}-${coordinators.rows.map((c) => c.name).join('|')}`}
                regionId={region.id}
                regionName={region.name}
                initial={coordinators.rows}
              />
            ) : (
              <CoordinatorsList rows={coordinators.rows} />
            )}
          </ListStatus>
        </>
      )}
    </section>
  );
}
