import { Trans } from '@lingui/react/macro';
import type { BotMessage } from '@shared/chatbot/messages';
import { crisisLineItems, serviceItems, weatherOf } from '../lib/payload-items';
import { CrisisLineCard } from './crisis-line-card';
import { ServiceResult } from './service-result';
import { WeatherCard } from './weather-card';

type PayloadMessage = Extract<BotMessage, { type: 'payload' }>;

/** A payload of docs/spec/product-spec.md §3 "Chatbot reply": listings, crisis lines or the weather. */
export function BotPayload({ message }: { message: PayloadMessage }) {
  const { type, data } = message.payload;
  if (type === 'WEATHER') {
    const weather = weatherOf(data);
    return weather ? <WeatherCard weather={weather} /> : null;
  }
  if (type === 'CRISIS_LINES_LIST') {
    const lines = crisisLineItems(data);
    return lines.length > 0 ? (
      <ul className="chat-crisis-lines">
        {lines.map((line) => (
          <CrisisLineCard key={line.id} line={line} />
        ))}
      </ul>
    ) : null;
  }
  const services = serviceItems(data);
  if (services.length === 0)
    return (
      <p className="chat-bubble chat-bubble--bot">
        <Trans>No listings to show.</Trans>
      </p>
    );
  return (
    <ul className="chat-services">
      {services.map((service) => (
        <ServiceResult
          key={service.id}
          service={service}
          withHours={type === 'ASK_SERVICE_SCHEDULE'}
        />
      ))}
    </ul>
  );
}
