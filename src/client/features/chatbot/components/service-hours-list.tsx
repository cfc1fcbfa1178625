import { Trans } from '@lingui/react/macro';
import { describeClosures, describeSchedules } from '@shared/schedule';
import type { ServiceRecord } from '@shared/sync/protocol';

/**
 * The weekly hours and closed days of a service, worded by the shared schedule engine as on the
 * detail screen: the answer to "what are the hours of …" (docs/screens.md "Words and crisis lines"), not only a status.
 */
export function ServiceHoursList({
  service,
  locale,
}: {
  service: Pick<ServiceRecord, 'isContact' | 'schedules' | 'closeSchedules' | 'hoursText'>;
  locale: 'en' | 'es';
}) {
  if (service.isContact) return null;
  const open = describeSchedules(service.schedules, locale);
  const closed = describeClosures(service.closeSchedules, locale);
  return (
    <div className="chat-service__hours">
      <h4 className="chat-service__hours-title">
        <Trans>Schedule</Trans>
      </h4>
      {open.length > 0 ? (
        <ul className="chat-service__hours-list">
          {open.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>No schedule has been given.</Trans>
        </p>
      )}
      {closed.length > 0 ? (
        <ul className="chat-service__hours-list">
          {closed.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {service.hoursText ? (
        <p>
          <Trans>Hours as published:</Trans> {service.hoursText}
        </p>
      ) : null}
    </div>
  );
}
