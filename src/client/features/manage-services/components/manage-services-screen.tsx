import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { PATHS } from '@client/lib/paths';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Link } from '@client/lib/router';
import { useSessionStore } from '@client/lib/session-store';
import { usePageTitle } from '@client/lib/use-page-title';
import { useSwipeToRemove } from '@client/lib/use-swipe-to-remove';
import { canManageServices, isAdmin } from '@shared/domain/roles';
import { useDebounced } from '../hooks/use-debounced';
import { useDeleteService } from '../hooks/use-delete-service';
import { useManagedServices } from '../hooks/use-managed-services';
import { errorText } from '@client/lib/error-text';
import type { ManageSort } from '../lib/manage-query';
import { ManageServicesToolbar } from './manage-services-toolbar';
import { ManagedServiceRow } from './managed-service-row';

/**
 * /manage_services (docs/spec/product-spec.md §2, §6): the services the person manages, online, with search,
 * paging, edit and delete (button, or a sideways swipe on touch, both asking first).
 */
export function ManageServicesScreen() {
  const { t, i18n } = useLingui();
  const title = t`Manage services`;
  usePageTitle(title);
  const user = useSessionStore((s) => s.user);
  const admin = isAdmin(user);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput);
  const [sort, setSort] = useState<ManageSort>('newest');
  const list = useManagedServices(user, search, admin ? sort : 'newest');
  const heading = useRef<HTMLHeadingElement>(null);
  const remover = useDeleteService(() => {
    // The row and its Delete button are gone: focus goes to the heading, not to the page's start.
    setTimeout(() => heading.current?.focus(), 0);
  });
  const swipe = useSwipeToRemove('li.managed-service', (row) => {
    const service = list.services.find((s) => s.id === row.dataset.serviceId);
    if (service) remover.ask(service, row.querySelector('button.button--danger'), row);
  });
  const failure = remover.error ?? (list.error ? errorText(i18n, list.error) : null);

  return (
    <section className="page manage-services">
      <h1 className="page__title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {canManageServices(user) && (
        <Link className="button button--primary manage-services__add" to={PATHS.addService}>
          <Trans>Add service</Trans>
        </Link>
      )}
      <ManageServicesToolbar
        search={searchInput}
        onSearch={setSearchInput}
        sort={admin ? sort : null}
        onSort={setSort}
      />
      <div role="status" aria-live="polite" className="manage-services__status">
        {(list.loading || list.loadingMore) && <Trans>Loading…</Trans>}
      </div>
      {failure && (
        <p role="alert" className="manage-services__error">
          {failure}
        </p>
      )}
      {!list.loading && !list.error && list.services.length === 0 && (
        <p className="page__lead">
          {search.trim() ? (
            <Trans>No Services Found Matching your Search.</Trans>
          ) : (
            <Trans>No services added. Please click on Add Services in Side Menu.</Trans>
          )}
        </p>
      )}
      {list.services.length > 0 && (
        <>
          <p className="manage-services__hint">
            <Trans>On a touch screen, swipe a service sideways to delete it.</Trans>
          </p>
          <ul className="manage-services__list" {...swipe}>
            {list.services.map((service) => (
              <ManagedServiceRow
                key={service.id}
                service={service}
                showKudos={admin}
                onDelete={(target, button) => remover.ask(target, button)}
              />
            ))}
          </ul>
        </>
      )}
      {list.hasMore && !list.loading && (
        <button
          type="button"
          className="button button--secondary manage-services__more"
          disabled={list.loadingMore}
          onClick={() => void list.loadMore()}
        >
          <Trans>Load more</Trans>
        </button>
      )}
      <ConfirmDialog
        open={remover.target !== null}
        question={t`Do you want to delete this service?`}
        confirmLabel={t`Delete`}
        busy={remover.busy}
        returnFocusTo={remover.opener}
        onConfirm={() => void remover.confirm()}
        onCancel={remover.cancel}
      />
    </section>
  );
}
