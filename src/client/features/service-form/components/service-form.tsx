import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, type FormEvent } from 'react';
import { forbiddenServiceFields } from '@shared/validation/service-roles';
import type { ServiceEditorRole } from '@shared/validation/service-roles';
import { PATHS } from '@client/lib/paths';
import { queryKeys } from '@client/lib/query/query-keys';
import { useNavigate } from '@client/lib/router';
import { showToast } from '@client/lib/toast-store';
import { syncNow } from '@client/sync/page-engine';
import { saveService } from '../api';
import { useServiceForm } from '../hooks/use-service-form';
import type { ServiceFormState } from '../lib/form-state';
import type { ServiceBody } from '@shared/validation/service';
import { errorText } from '@client/lib/error-text';
import { AddressSection } from './address-section';
import { AdminSection } from './admin-section';
import { BasicsSection } from './basics-section';
import { CategorySection } from './category-section';
import { CriticalSection } from './critical-section';
import { HoursSection } from './hours-section';
import { LocationSection } from './location-section';
import { SocialSection } from './social-section';
import { SpanishSection } from './spanish-section';
import { TypeSection } from './type-section';

interface ServiceFormProps {
  /** null: a new service (POST); otherwise the service being edited (PUT). */
  serviceId: string | null;
  initial: ServiceFormState;
  role: ServiceEditorRole;
}

/** The service form of /add_service and /services/:id/edit (docs/spec/product-spec.md §5, §6, §8). */
export function ServiceForm({ serviceId, initial, role }: ServiceFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const form = useServiceForm(initial, role);
  const save = useMutation({
    mutationFn: (body: ServiceBody) => saveService(serviceId, body),
    // The managed lists, the approvals, the quota and this service's own record.
    meta: { invalidates: [queryKeys.services.all] },
  });
  // Kept while the saved service's screen is left: the button stays disabled until then.
  const busy = save.isPending || save.isSuccess;
  const saveError = save.error ? errorText(i18n, save.error) : null;
  const alertRef = useRef<HTMLDivElement>(null);
  const forbidden = new Set<string>(forbiddenServiceFields(role));
  const hasSpanish = [initial.serviceSummaryEs, initial.descriptionEs, initial.ageEs].some(Boolean);

  // The alert takes focus when it appears, so keyboard and screen-reader users meet it first.
  useEffect(() => {
    if (saveError) alertRef.current?.focus();
  }, [saveError]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    try {
      await save.mutateAsync(body);
      showToast(serviceId ? t`Service Updated Successfully` : t`Service Added Successfully`);
      // The public screens read the mirror: pull so they show the change without waiting.
      void syncNow().catch(() => undefined);
      void navigate(PATHS.manageServices);
    } catch (error) {
      console.error('Could not save a service', error);
    }
  };

  return (
    <form className="service-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {saveError && (
        <div ref={alertRef} className="service-form__alert" role="alert" tabIndex={-1}>
          {saveError}
        </div>
      )}
      <BasicsSection form={form} />
      <AddressSection form={form} />
      <LocationSection form={form} />
      <SocialSection form={form} />
      <TypeSection form={form} bedsAllowed={!forbidden.has('totalBeds')} />
      <CategorySection form={form} />
      <HoursSection form={form} contactAllowed={!forbidden.has('isContact')} />
      {!forbidden.has('isCriticalHeader') && <CriticalSection form={form} />}
      {!forbidden.has('userEmail') && <AdminSection form={form} />}
      {hasSpanish && (
        <SpanishSection
          form={form}
          critical={!forbidden.has('criticalDescriptionEs')}
          initial={initial}
          reviewId={role === 'admin' ? serviceId : null}
        />
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? (
          <Trans>Saving…</Trans>
        ) : serviceId ? (
          <Trans>Update Service</Trans>
        ) : (
          <Trans>Add Service</Trans>
        )}
      </button>
    </form>
  );
}
