import { Trans, useLingui } from '@lingui/react/macro';
import type { ServiceRecord } from '@shared/sync/protocol';
import { relativeTime } from '@client/lib/relative-time';
import { useNow } from '@client/lib/use-now';

/** Beds of a shelter, and how fresh the count is (a count from hours ago may be wrong now). */
export function ServiceBeds({ service }: { service: ServiceRecord }) {
  const { t, i18n } = useLingui();
  const now = useNow();
  const available = service.availableBeds;
  const total = service.totalBeds;
  const ago = service.bedsObservedAt
    ? relativeTime(i18n.locale, service.bedsObservedAt, now)
    : null;
  return (
    <div className="service-beds">
      <dl className="detail-facts">
        <div className="detail-facts__row">
          <dt>{t`Available beds`}</dt>
          <dd>{available}</dd>
        </div>
        <div className="detail-facts__row">
          <dt>{t`Total beds`}</dt>
          <dd>{total}</dd>
        </div>
      </dl>
      {ago && (
        <p className="service-beds__updated">
          <Trans>Beds updated {ago}</Trans>
        </p>
      )}
    </div>
  );
}
