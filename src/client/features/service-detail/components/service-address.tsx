import { Trans, useLingui } from '@lingui/react/macro';
import { addressLines } from '@shared/domain/address';
import type { ServiceRecord } from '@shared/sync/protocol';
import { AddressDistance } from './address-distance';
import { directionsHref } from '../lib/links';
import { contentLocale } from '../lib/localized';

/** The address and a link that opens the platform's maps with transit directions (§2). */
export function ServiceAddress({ service }: { service: ServiceRecord }) {
  const { t, i18n } = useLingui();
  const name = service.name;
  const lines = addressLines(service, contentLocale(i18n.locale));
  // A located service gets its transit directions under its map (service-map-section.tsx); one
  // stored at 0,0 has no map, so its directions go by the postal address here.
  const [lng, lat] = service.location.coordinates;
  const unlocated = lng === 0 && lat === 0;
  return (
    <section className="detail-section" aria-labelledby="service-address-title">
      <h2 id="service-address-title" className="detail-section__title">
        <Trans>Address</Trans>
      </h2>
      <address className="service-address">
        {lines.map((line, index) => (
          <span key={index}>
            {index > 0 && <br />}
            {line}
          </span>
        ))}
      </address>
      {!unlocated && <AddressDistance to={{ lng, lat }} />}
      {service.locationApproximate && (
        <p className="detail-note">
          <Trans>Approximate location</Trans>
        </p>
      )}
      {unlocated && (
        <a
          className="button button--primary"
          href={directionsHref(service)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`Directions to ${name} by public transit`}
        >
          <Trans>Directions</Trans>
        </a>
      )}
    </section>
  );
}
