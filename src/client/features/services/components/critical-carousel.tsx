import { useLingui } from '@lingui/react/macro';
import { Link } from '../../../lib/router';
import { Carousel } from '../../../components/ui/carousel';
import { useCriticalHeaders } from '../hooks/use-critical-headers';
import { criticalText } from '../lib/critical';

/**
 * The critical-header banners (product-spec §2, §9): urgent notices set by administrators, each
 * linking to its service. Expired banners leave at the next minute tick; nothing shows without one.
 */
export function CriticalCarousel({ now }: { now: Date }) {
  const { t, i18n } = useLingui();
  const services = useCriticalHeaders(now);
  const items = services.map((service) => ({
    key: service.id,
    content: (
      <div className="critical-banner">
        <p className="critical-banner__text">{criticalText(service, i18n.locale)}</p>
        <Link className="critical-banner__link" to={`/services/${service.id}`}>
          {service.name}
        </Link>
      </div>
    ),
  }));
  return <Carousel label={t`Important notices`} items={items} className="critical-carousel" />;
}
