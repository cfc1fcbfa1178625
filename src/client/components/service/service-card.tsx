import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '@client/lib/router';
import { relativeTime } from '@client/lib/relative-time';
import { audienceOf, CATEGORY_LABELS } from '@client/lib/audience-labels';
import { telHref } from '@client/lib/tel-href';
import type { LngLat } from '@shared/geo/distance';
import type { ServiceRecord } from '@shared/sync/protocol';
import { Distance } from './distance';
import { FavoriteButton } from './favorite-button';
import { KudoButton } from './kudo-button';
import { OpenStatusText } from './open-status-text';
import { PhoneIcon } from './service-icons';

interface Props {
  service: ServiceRecord;
  /** The current location, for the distance; null when unknown. */
  origin: LngLat | null;
  userId: string | null;
  now?: Date;
  /** Extra actions after the kudos and favorite buttons (e.g. a remove button). */
  actions?: ReactNode;
}

/**
 * One service in a list (docs/spec/product-spec.md §1; docs/screens.md "The first screen of a phone": what the original's rows carry): name,
 * status, distance, beds with their time, audience, and the call, favorite and kudos buttons in a
 * column beside the text, so a row stays short enough for three on a phone's first screen. The
 * summary is on the service's page: in a row it pushed the third listing off the screen.
 */
export function ServiceCard({ service, origin, userId, now, actions }: Props) {
  const { t, i18n } = useLingui();
  const es = i18n.locale === 'es';
  const age = es && service.ageEs ? service.ageEs : service.age;
  const audience = audienceOf(service.category).map((c) => i18n._(CATEGORY_LABELS[c]));
  if (age) audience.push(age);
  const [lng, lat] = service.location.coordinates;
  const available = service.availableBeds;
  const total = service.totalBeds;
  const showBeds = service.type.includes('SHELTER') && total > 0;
  // How fresh the count is (docs/screens.md: 'updated … ago'); the minute clock re-renders the list.
  const bedsAgo =
    showBeds && service.bedsObservedAt
      ? relativeTime(i18n.locale, service.bedsObservedAt, (now ?? new Date()).getTime(), 'short')
      : null;
  const call = telHref(service.phone);
  const name = service.name;
  const phone = service.phone;
  return (
    <li className="service-card">
      <div className="service-card__body">
        <h2 className="service-card__name">
          <Link to={`/services/${service.id}`}>{name}</Link>
        </h2>
        <div className="service-card__line">
          <OpenStatusText service={service} now={now} className="service-card__status" />
          <Distance from={origin} to={{ lng, lat }} />
        </div>
        {showBeds ? (
          <p className="service-card__beds">
            {bedsAgo ? (
              <Trans>
                {available}/{total} beds · {bedsAgo}
              </Trans>
            ) : (
              <Trans>
                {available}/{total} beds
              </Trans>
            )}
          </p>
        ) : null}
        {audience.length > 0 ? (
          <p className="service-card__audience">{audience.join(' · ')}</p>
        ) : null}
      </div>
      <div className="service-card__actions">
        {call ? (
          <a
            className="button button--secondary service-card__call"
            href={call}
            aria-label={t`Call ${name}: ${phone}`}
          >
            <PhoneIcon />
          </a>
        ) : null}
        <FavoriteButton serviceId={service.id} userId={userId} serviceName={name} />
        <KudoButton serviceId={service.id} likes={service.likes} serviceName={name} />
        {actions}
      </div>
    </li>
  );
}
