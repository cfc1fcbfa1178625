import { Trans, useLingui } from '@lingui/react/macro';
import { ServiceCard } from '@client/components/service/service-card';
import { useLocationStore } from '@client/lib/location-store';
import { usePageTitle } from '@client/lib/use-page-title';
import { restoreSwipedRow, useSwipeToRemove } from '@client/lib/use-swipe-to-remove';
import { useFavoriteServices, useRemoveFavorite } from '../hooks/use-favorite-services';
import { RemoveFavoriteButton } from './remove-favorite-button';

interface Props {
  userId: string | null;
  now?: Date;
}

/**
 * My Favorites (docs/spec/product-spec.md §2): the saved services from the device, newest first. A row swiped
 * sideways is removed (touch); the Remove button does the same for everyone else.
 */
export function FavoritesScreen({ userId, now }: Props) {
  const { t } = useLingui();
  usePageTitle(t`My Favorites`);
  const services = useFavoriteServices();
  const origin = useLocationStore((s) => s.location);
  const remove = useRemoveFavorite(userId);
  const swipe = useSwipeToRemove('li.service-card', (row) => {
    const index = Array.prototype.indexOf.call(row.parentElement?.children ?? [], row);
    const service = services?.[index];
    if (!service) return restoreSwipedRow(row);
    void remove(service.id).then((removed) => {
      if (!removed) restoreSwipedRow(row);
    });
  });
  return (
    <section className="page favorites">
      <h1 className="page__title">
        <Trans>My Favorites</Trans>
      </h1>
      {services && services.length === 0 ? (
        <p className="home-status">
          {/* Not "at the top right" (docs/spec/forms-and-messages.md NO_FAVORITES): on a phone the star is in the
              row of buttons under the service's name (the small things). */}
          <Trans>
            No Favorites added. You can add a service to favorites by tapping the star under the
            service's name on its detail page.
          </Trans>
        </p>
      ) : null}
      {services && services.length > 0 ? (
        <>
          <p className="favorites__swipe-hint">
            <Trans>Swipe a favorite sideways to remove it.</Trans>
          </p>
          <ul className="service-list favorites__list" {...swipe}>
            {services.map((service) => (
              <ServiceCard
                key={service.id}
                service={service}
                origin={origin}
                userId={userId}
                now={now}
                actions={
                  <RemoveFavoriteButton
                    serviceId={service.id}
                    serviceName={service.name}
                    userId={userId}
                  />
                }
              />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
