import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { relativeTime } from '../../lib/relative-time';
import type { LngLat } from '../../../shared/geo/distance';
import type { ServiceRecord } from '../../../shared/sync/protocol';
import { Distance } from './distance';
import { FavoriteButton } from './favorite-button';
import { KudoButton } from './kudo-button';
import { OpenStatusText } from './open-status-text';

interface Props {
  service: ServiceRecord;
  /** The current location, for the distance; null when unknown. */
  origin: LngLat | null;
  userId: string | null;
  now?: Date;
  /** Extra actions after the kudos and favorite buttons (e.g. a remove button). */
  actions?: ReactNode;
}

/** One service in a list (product-spec §1: status, distance, beds, kudos and favorites). */
export function ServiceCard({ service, origin, userId, now, actions }: Props) {
  const { i18n } = useLingui();
  const summary =
    i18n.locale === 'es' && service.serviceSummaryEs
      ? service.serviceSummaryEs
      : service.serviceSummary;
  const [lng, lat] = service.location.coordinates;
  const available = service.availableBeds;
  const total = service.totalBeds;
  const showBeds = service.type.includes('SHELTER') && total > 0;
  // How fresh the count is (issue #6: 'updated … ago'); the minute clock re-renders the list.
  const bedsAgo =
    showBeds && service.bedsObservedAt
      ? relativeTime(i18n.locale, service.bedsObservedAt, (now ?? new Date()).getTime())
      : null;
  return (
    <li className="service-card">
      <h2 className="service-card__name">
        <Link to={`/services/${service.id}`}>{service.name}</Link>
      </h2>
      {summary ? <p className="service-card__summary">{summary}</p> : null}
      <OpenStatusText service={service} now={now} className="service-card__status" />
      {origin || showBeds ? (
        <p className="service-card__meta">
          <Distance from={origin} to={{ lng, lat }} />
          {showBeds ? (
            <span className="service-card__beds">
              <Trans>
                {available} of {total} beds available
              </Trans>
              {bedsAgo ? (
                <>
                  {' '}
                  <Trans>updated {bedsAgo}</Trans>
                </>
              ) : null}
            </span>
          ) : null}
        </p>
      ) : null}
      <div className="service-card__actions">
        <KudoButton serviceId={service.id} likes={service.likes} serviceName={service.name} />
        <FavoriteButton serviceId={service.id} userId={userId} serviceName={service.name} />
        {actions}
      </div>
    </li>
  );
}
