import { Trans } from '@lingui/react/macro';
import { describeClosures, describeSchedules } from '@shared/schedule';
import type { ServiceRecord } from '@shared/sync/protocol';
import type { ContentLocale } from '../lib/localized';

/**
 * Schedule and closed days, worded by the shared engine in the reader's language. A contact-only
 * service has no hours to show: the contact text replaces them (docs/spec/product-spec.md §3 isContact).
 */
export function ServiceHours({
  service,
  locale,
}: {
  service: ServiceRecord;
  locale: ContentLocale;
}) {
  const open = service.isContact ? [] : describeSchedules(service.schedules, locale);
  const closed = service.isContact ? [] : describeClosures(service.closeSchedules, locale);
  return (
    <>
      <section className="detail-section" aria-labelledby="service-schedule-title">
        <h2 id="service-schedule-title" className="detail-section__title">
          <Trans>Schedule</Trans>
        </h2>
        {service.isContact ? (
          <p>
            <Trans>Please contact this service for hours</Trans>
          </p>
        ) : open.length > 0 ? (
          <ul className="detail-lines">
            {open.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p>
            <Trans>No schedule has been given.</Trans>
          </p>
        )}
        {service.hoursText && (
          <p>
            <Trans>Hours as published:</Trans> {service.hoursText}
          </p>
        )}
      </section>
      {closed.length > 0 && (
        <section className="detail-section" aria-labelledby="service-closed-title">
          <h2 id="service-closed-title" className="detail-section__title">
            <Trans>Closed days</Trans>
          </h2>
          <ul className="detail-lines">
            {closed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
