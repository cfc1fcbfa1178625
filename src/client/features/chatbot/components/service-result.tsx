import { Trans, useLingui } from '@lingui/react/macro';
import type { BotServiceItem } from '@shared/chatbot/payloads';
import { formatMiles } from '@shared/geo/distance';
import { OpenStatusText } from '@client/components/service/open-status-text';
import { Link } from '@client/lib/router';
import { ServiceHoursList } from './service-hours-list';

/**
 * One listing in a bot answer: name linking to its detail, the open-status line from the shared
 * engine (as the home list), distance and beds for shelters (docs/spec/product-spec.md §1).
 */
export function ServiceResult({
  service,
  withHours = false,
}: {
  service: BotServiceItem;
  /** The answer to a schedule question: the weekly hours under the status. */
  withHours?: boolean;
}) {
  const { i18n } = useLingui();
  const es = i18n.locale === 'es';
  const summary =
    es && service.serviceSummaryEs ? service.serviceSummaryEs : service.serviceSummary;
  const miles = service.distance === null ? NaN : Number(service.distance);
  const available = service.availableBeds;
  const total = service.totalBeds;
  const showBeds = service.type.includes('SHELTER') && total > 0;
  return (
    <li className="chat-service">
      <h3 className="chat-service__name">
        <Link to={`/services/${service.id}`}>{service.name}</Link>
      </h3>
      {summary ? <p className="chat-service__summary">{summary}</p> : null}
      <OpenStatusText service={service} className="chat-service__status" />
      {withHours ? <ServiceHoursList service={service} locale={es ? 'es' : 'en'} /> : null}
      {Number.isFinite(miles) || showBeds ? (
        <p className="chat-service__meta">
          {Number.isFinite(miles) ? (
            <span className="service-distance">{formatMiles(miles, es ? 'es' : 'en')}</span>
          ) : null}
          {showBeds ? (
            <span className="chat-service__beds">
              <Trans>
                {available} of {total} beds available
              </Trans>
            </span>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
