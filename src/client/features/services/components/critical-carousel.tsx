import { useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import type { ServiceRecord } from '@shared/sync/protocol';
import { Link } from '@client/lib/router';
import { Carousel } from '@client/components/ui/carousel';
import { useExpiryClock } from '../hooks/use-expiry-clock';
import { activeCriticalHeaders, criticalText } from '../lib/critical';

interface Props {
  /** The services with a critical header, expired or not (read with the home list's index). */
  candidates: readonly ServiceRecord[];
  /**
   * A fixed clock (tests). Without it the banners keep their own time, moved on at each expiry
   * (useExpiryClock): a banner leaves when it expires, not at the next tick or reload.
   */
  now?: Date;
}

/**
 * The critical-header banners (docs/spec/product-spec.md §2, §9): urgent notices set by administrators, each
 * linking to its service. Nothing shows without an active one. Memoized: the candidates are the
 * index read's, so a keystroke in the search does not redraw the banners.
 */
export const CriticalCarousel = memo(function CriticalCarousel({ candidates, now }: Props) {
  const { t, i18n } = useLingui();
  const live = useExpiryClock(candidates);
  const at = now?.getTime() ?? live;
  const services = useMemo(() => activeCriticalHeaders(candidates, new Date(at)), [candidates, at]);
  const items = services.map((service) => ({
    key: service.id,
    content: (
      <Link className="critical-banner__link" to={`/services/${service.id}`}>
        <span className="critical-banner__text">
          <strong>{criticalText(service, i18n.locale)}</strong>{' '}
          <span className="critical-banner__name">{service.name}</span>
        </span>
      </Link>
    ),
  }));
  return <Carousel label={t`Important notices`} items={items} className="critical-carousel" />;
});
