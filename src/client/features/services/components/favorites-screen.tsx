import { Trans, useLingui } from '@lingui/react/macro';
import { ServiceCard } from '../../../components/service/service-card';
import { useLocationStore } from '../../../lib/location-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFavoriteServices } from '../hooks/use-favorite-services';
import { RemoveFavoriteButton } from './remove-favorite-button';

interface Props {
  userId: string | null;
  now?: Date;
}

/** My Favorites (product-spec §2): the saved services from the device, newest first. */
export function FavoritesScreen({ userId, now }: Props) {
  const { t } = useLingui();
  usePageTitle(t`My Favorites`);
  const services = useFavoriteServices();
  const origin = useLocationStore((s) => s.location);
  return (
    <section className="page favorites">
      <h1 className="page__title">
        <Trans>My Favorites</Trans>
      </h1>
      {services && services.length === 0 ? (
        <p className="home-status">
          <Trans>
            No Favorites added. You can add a service to favorites by clicking on star at the top
            right of the service detail page.
          </Trans>
        </p>
      ) : null}
      {services && services.length > 0 ? (
        <ul className="service-list">
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
      ) : null}
    </section>
  );
}
