import { memo } from 'react';
import type { LngLat } from '@shared/geo/distance';
import type { ServiceRecord } from '@shared/sync/protocol';
import { ServiceCard } from '@client/components/service/service-card';

interface Props {
  services: readonly ServiceRecord[];
  origin: LngLat | null;
  userId: string | null;
  now?: Date;
}

// A card re-renders only when its record, the location or the clock changed, not on every key.
const Card = memo(ServiceCard);

/** The list markup other code relies on: ul.service-list > li.service-card with a name link. */
export function ServiceList({ services, origin, userId, now }: Props) {
  return (
    <ul className="service-list">
      {services.map((service) => (
        <Card key={service.id} service={service} origin={origin} userId={userId} now={now} />
      ))}
    </ul>
  );
}
