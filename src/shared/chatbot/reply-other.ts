import type { LngLat } from '@shared/geo/distance';
import type { ChatbotFaqRecord } from '@shared/sync/protocol';
import type { CrisisKind } from './crisis';
import type { BotDataSource } from './data-source';
import { crisisLineItems } from './listing';
import type { BotMessage } from './messages';
import type { AskedPlace } from './places';
import { payload, say, topicReplies } from './reply-kit';

/** The crisis lines, 988 first (docs/chatbot.md: a crisis reply LEADS with them). */
export async function crisisReply(
  kinds: readonly CrisisKind[],
  near: LngLat | null,
  source: BotDataSource,
  lead: 'crisisLead' | 'crisisLinesIntro',
): Promise<BotMessage[]> {
  const items = crisisLineItems(await source.crisisLines(near), kinds, near);
  const messages = [say(lead)];
  if (lead === 'crisisLead' && items.length) messages.push(say('crisisLinesIntro'));
  messages.push(items.length ? payload('CRISIS_LINES_LIST', items) : say('noCrisisLines'));
  return messages;
}

/** Weather: needs a connection and a configured provider; never fails the conversation. */
export async function weatherReply(
  place: AskedPlace | null,
  source: BotDataSource,
): Promise<BotMessage[]> {
  if (source.offline) return [say('weatherNeedsConnection')];
  if (!source.weather) return [say('weatherUnavailable')];
  if (!place) return [say('weatherNeedsPlace')];
  const label = place.label ?? '';
  const reading = await source
    .weather({ label, lng: place.point.lng, lat: place.point.lat })
    .catch(() => null);
  if (!reading) return [say('weatherUnavailable')];
  const temperature = Math.round(reading.temperature);
  return [
    label ? say('weatherIn', { place: label, temperature }) : say('weatherHere', { temperature }),
    payload('WEATHER', reading),
  ];
}

/** An FAQ answer: database text in both languages (messages.ts `text`). */
export function faqReply(faq: ChatbotFaqRecord): BotMessage[] {
  return [
    {
      type: 'text',
      key: 'faqAnswer',
      params: { answer: faq.answer },
      text: { en: faq.answer, es: faq.answerEs },
    },
  ];
}

export function smallTalkReply(
  intent: 'greeting' | 'help' | 'thanks' | 'goodbye' | 'fallback',
): BotMessage[] {
  if (intent === 'thanks') return [say('thanks')];
  if (intent === 'goodbye') return [say('goodbye')];
  return [say(intent), topicReplies()];
}
