import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { MESSAGES } from '@shared/validation/messages';
import { serviceEditorRole } from '@shared/validation/service-roles';
import { PATHS } from '@client/lib/paths';
import { Link } from '@client/lib/router';
import { useSessionStore } from '@client/lib/session-store';
import { usePageTitle } from '@client/lib/use-page-title';
import { translateValidation } from '@client/lib/validation-messages';
import { useEditedService } from '../hooks/use-edited-service';
import { emptyFormState } from '../lib/form-state';
import { errorText } from '@client/lib/error-text';
import { ServiceForm } from './service-form';
import { useQuota } from '../hooks/use-quota';

/** The editor's role; the guards let only signed-in people in, so a missing user is a provider. */
function useEditorRole() {
  const user = useSessionStore((s) => s.user);
  return user ? serviceEditorRole(user) : 'provider';
}

/** /add_service: a blank service form, or the quota message when the person is at their limit. */
export function AddServiceScreen() {
  const { t, i18n } = useLingui();
  const title = t`Add Service`;
  usePageTitle(title);
  const role = useEditorRole();
  const initial = useMemo(() => emptyFormState(), []);
  const quota = useQuota();
  return (
    <section className="page service-form-page">
      <h1 className="page__title">{title}</h1>
      {quota === 'checking' && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {quota === 'reached' && (
        <p role="alert" className="service-form__alert">
          {translateValidation(i18n, MESSAGES.SERVICE_QUOTA_REACHED)}
        </p>
      )}
      {quota === 'open' && <ServiceForm serviceId={null} initial={initial} role={role} />}
    </section>
  );
}

/** /services/:id/edit: the service loaded from the server (management data is not mirrored). */
export function EditServiceScreen({ serviceId }: { serviceId: string }) {
  const { t, i18n } = useLingui();
  const title = t`Edit Service`;
  usePageTitle(title);
  const role = useEditorRole();
  const loaded = useEditedService(serviceId);
  return (
    <section className="page service-form-page">
      <h1 className="page__title">{title}</h1>
      {loaded.status === 'loading' && (
        <p role="status">
          <Trans>Loading the service…</Trans>
        </p>
      )}
      {loaded.status === 'not-found' && (
        <div role="alert" className="service-form__alert">
          <p>
            <Trans>This service was not found. It may have been removed.</Trans>
          </p>
          <Link to={PATHS.home}>
            <Trans>Go to the home page</Trans>
          </Link>
        </div>
      )}
      {loaded.status === 'failed' && (
        <div role="alert" className="service-form__alert">
          <p>{errorText(i18n, loaded.error)}</p>
          <button type="button" className="button button--secondary" onClick={loaded.retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {loaded.status === 'ready' && (
        <ServiceForm key={serviceId} serviceId={serviceId} initial={loaded.state} role={role} />
      )}
    </section>
  );
}
