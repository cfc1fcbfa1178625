import { Trans, useLingui } from '@lingui/react/macro';
import type { ServiceRecord } from '@shared/sync/protocol';
import { FavoriteButton } from '@client/components/service/favorite-button';
import { KudoButton } from '@client/components/service/kudo-button';
import { OpenStatusText } from '@client/components/service/open-status-text';
import { usePageTitle } from '@client/lib/use-page-title';
import { contentLocale, localizedText } from '../lib/localized';
import { ServiceAddress } from './service-address';
import { ServiceMapSection } from './service-map-section';
import { ServiceAudience } from './service-audience';
import { ServiceBeds } from './service-beds';
import { ServiceContact } from './service-contact';
import { ServiceFeedback } from './service-feedback';
import { ServiceHours } from './service-hours';
import { ShareButton } from './share-button';

interface ServiceDetailProps {
  service: ServiceRecord;
  userId: string | null;
}

/** Every field of a mirrored service (docs/spec/product-spec.md §2 /services/{id}). */
export function ServiceDetail({ service, userId }: ServiceDetailProps) {
  const { i18n } = useLingui();
  usePageTitle(service.name);
  const locale = contentLocale(i18n.locale);
  const text = localizedText(service, locale);
  const updated = new Date(service.updatedAt);
  const updatedOn = Number.isNaN(updated.getTime())
    ? null
    : new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(updated);
  return (
    <article className="page service-detail">
      <header className="service-detail__header">
        <h1 className="page__title">{service.name}</h1>
        {text.summary && <p className="service-detail__summary">{text.summary}</p>}
        <OpenStatusText service={service} className="service-detail__status" />
        <div className="service-detail__buttons">
          <KudoButton serviceId={service.id} likes={service.likes} serviceName={service.name} />
          <FavoriteButton serviceId={service.id} userId={userId} serviceName={service.name} />
          <ShareButton serviceName={service.name} summary={text.summary} />
        </div>
      </header>
      {service.type.includes('SHELTER') && <ServiceBeds service={service} />}
      {text.description && <p className="service-detail__description">{text.description}</p>}
      <ServiceContact service={service} />
      <ServiceAddress service={service} />
      <ServiceMapSection service={service} />
      <ServiceHours service={service} locale={locale} />
      <ServiceAudience service={service} age={text.age} />
      <ServiceFeedback service={service} userId={userId} />
      {updatedOn && (
        <p className="service-detail__updated">
          <Trans>Last updated on {updatedOn}</Trans>
        </p>
      )}
    </article>
  );
}
