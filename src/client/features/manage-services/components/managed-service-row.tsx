import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PATHS } from '@client/lib/paths';
import { generatePath, Link } from '@client/lib/router';
import type { ManagedService } from '../api';
import { isKnownType } from '../lib/labels';
import { SERVICE_TYPE_LABELS } from '@client/lib/service-labels';

interface Props {
  service: ManagedService;
  /** Administrators sort by kudos (docs/spec/product-spec.md §6), so they see the count they sort by. */
  showKudos: boolean;
  onDelete: (service: ManagedService, button: HTMLButtonElement) => void;
}

/**
 * One service of /manage_services: its name, types and approval status in words (not colour
 * alone, docs/spec/product-spec.md §4), with Edit and Delete. `data-service-id` lets a swipe find the service.
 */
export function ManagedServiceRow({ service, showKudos, onDelete }: Props) {
  const { t, i18n } = useLingui();
  const name = service.name;
  const likes = service.likes;
  const types = service.type
    .filter(isKnownType)
    .map((type) => i18n._(SERVICE_TYPE_LABELS[type]))
    .join(', ');
  return (
    <li className="managed-service" data-service-id={service.id}>
      <h2 className="managed-service__name">{name}</h2>
      {types && <p className="managed-service__types">{types}</p>}
      {showKudos && (
        <p className="managed-service__types">
          <Plural value={likes} one="# kudo" other="# kudos" />
        </p>
      )}
      <p
        className={
          service.isApproved
            ? 'managed-service__status managed-service__status--approved'
            : 'managed-service__status managed-service__status--waiting'
        }
      >
        {service.isApproved ? (
          <Trans>Approved and Visible to Users</Trans>
        ) : (
          <Trans>This Service is waiting for Approval</Trans>
        )}
      </p>
      <div className="managed-service__actions">
        <Link
          className="button button--secondary"
          to={generatePath(PATHS.editService, { id: service.id })}
          aria-label={t`Edit ${name}`}
        >
          <Trans>Edit</Trans>
        </Link>
        <button
          type="button"
          className="button button--danger"
          aria-label={t`Delete ${name}`}
          onClick={(event) => onDelete(service, event.currentTarget)}
        >
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  );
}
