import { distanceMiles, type LngLat } from '@shared/geo/distance';
import { isOpenAt } from '@shared/schedule';
import type { ServiceRecord } from '@shared/sync/protocol';
import { serviceItem } from './listing';
import type { BotMessage } from './messages';
import { payload, say } from './reply-kit';

export type ServiceIntent =
  'service.open' | 'service.schedule' | 'service.distance' | 'service.beds' | 'service.particular';

/** Replies about one named service (docs/spec/api-contract.md §5.2: ASK_* payloads). */
export function serviceReply(
  intent: ServiceIntent,
  service: ServiceRecord,
  near: LngLat | null,
  now: Date,
): BotMessage[] {
  const name = service.name;
  const item = serviceItem(service, near);
  const contact = () =>
    service.phone
      ? say('scheduleContact', { name, phone: service.phone })
      : say('scheduleContactNoPhone', { name });
  switch (intent) {
    case 'service.open': {
      if (service.isContact) return [contact(), payload('ASK_SERVICE_SCHEDULE', item)];
      const open = isOpenAt(service, now, service.timeZone);
      return [
        say(open ? 'serviceOpenNow' : 'serviceClosedNow', { name }),
        payload('ASK_SERVICE_SCHEDULE', item),
      ];
    }
    case 'service.schedule':
      // A contact-only service has no hours to show: only who to call (docs/spec/api-contract.md §5.2).
      if (service.isContact) return [contact()];
      return [say('scheduleOf', { name }), payload('ASK_SERVICE_SCHEDULE', item)];
    case 'service.distance': {
      if (!near) return [say('distanceUnknown', { name }), payload('ASK_DISTANCE_SERVICE', item)];
      const [lng, lat] = service.location.coordinates;
      const miles = Math.round(distanceMiles(near, { lng, lat }) * 10) / 10;
      return [say('distanceTo', { miles, name }), payload('ASK_DISTANCE_SERVICE', item)];
    }
    case 'service.beds': {
      const lead = !service.type.includes('SHELTER')
        ? say('notAShelter', { name })
        : service.availableBeds > 0
          ? say('bedsOf', { name, count: service.availableBeds })
          : say('bedsOfNone', { name });
      return [lead, payload('ASK_SERVICE_BED_AVAILABLE', item)];
    }
    case 'service.particular':
      return [say('serviceFound', { name }), payload('ASK_PARTICULAR_SERVICE', item)];
  }
}
