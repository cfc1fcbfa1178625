import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { usePageTitle } from '@client/lib/use-page-title';
import { useApprovals } from '../hooks/use-approvals';
import { useBulkActions } from '../hooks/use-bulk-actions';
import { errorText } from '@client/lib/error-text';
import { ApprovalOrigin } from './approval-origin';
import { ApprovalsActions } from './approvals-actions';

/**
 * /manage_approvals (docs/spec/product-spec.md §4): the services waiting for approval, in two groups, each by
 * type: the volunteer-added ones §4 names (all a volunteer lead sees), then, for administrators,
 * the ones providers added, which wait for them too (the small things, docs/screens.md). Approve
 * selected, approve all and delete selected; the list is refetched after each.
 */
export function ApprovalsScreen() {
  const { t, i18n } = useLingui();
  const title = t`Manage approvals`;
  usePageTitle(title);
  const approvals = useApprovals();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const bulk = useBulkActions(() => setSelected(new Set()));
  const [byVolunteers, byProviders] = useMemo(
    () => [
      approvals.services.filter((s) => s.addedByVolunteer),
      approvals.services.filter((s) => !s.addedByVolunteer),
    ],
    [approvals.services],
  );
  const failure = bulk.error ?? (approvals.error ? errorText(i18n, approvals.error) : null);
  const count = selected.size;

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section className="page approvals">
      <h1 className="page__title">{title}</h1>
      <div role="status" aria-live="polite" className="manage-services__status">
        {(approvals.loading || bulk.busy) && <Trans>Loading…</Trans>}
      </div>
      {failure && (
        <p role="alert" className="manage-services__error">
          {failure}
        </p>
      )}
      {!approvals.loading && !approvals.error && approvals.services.length === 0 && (
        <p className="page__lead">
          <Trans>No services are waiting for approval.</Trans>
        </p>
      )}
      {approvals.services.length > 0 && (
        <>
          <p className="approvals__count">
            <Plural value={count} one="# service selected" other="# services selected" />
          </p>
          <ApprovalsActions
            selectedCount={count}
            total={approvals.services.length}
            busy={bulk.busy || approvals.loading}
            deleteButton={deleteButton}
            onApproveSelected={() => void bulk.run('approve', [...selected])}
            onApproveAll={() =>
              void bulk.run(
                'approve',
                approvals.services.map((s) => s.id),
              )
            }
            onDeleteSelected={() => setConfirming(true)}
          />
          <ApprovalOrigin
            origin="volunteers"
            heading={t`Added by volunteers`}
            services={byVolunteers}
            selected={selected}
            onToggle={toggle}
          />
          <ApprovalOrigin
            origin="providers"
            heading={t`Added by providers`}
            services={byProviders}
            selected={selected}
            onToggle={toggle}
          />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        question={t`Do you want to delete the selected services?`}
        confirmLabel={t`Delete`}
        busy={bulk.busy}
        returnFocusTo={deleteButton}
        onConfirm={() => {
          setConfirming(false);
          void bulk.run('remove', [...selected]);
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
