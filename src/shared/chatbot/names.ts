import type { ServiceRecord } from '@shared/sync/protocol';
import { BOT_CORPUS, SERVICE_TOKEN } from './corpus';
import { containsWords, foldBotText } from './fold';

/** Shorter names (folded) are only found by the second, partial lookup. */
const MIN_NAME = 6;

/**
 * The service a message names, from the candidates the source found: a name the message
 * contains (the longest wins), else, when `partial`, a name that contains the message's words
 * (the message is then what is left of a question about a service, nameCandidate).
 * Punctuation, case and accents never matter ("St Marys" = "St. Mary's").
 */
export function pickNamedService(
  text: string,
  candidates: ServiceRecord[],
  partial: boolean,
): { service: ServiceRecord; folded: string } | null {
  const folded = foldBotText(text);
  let best: { service: ServiceRecord; folded: string; score: number } | null = null;
  for (const service of candidates) {
    if (!service.isApproved) continue;
    const name = foldBotText(service.name);
    let score = 0;
    if (name.length >= MIN_NAME && containsWords(folded, name)) score = 1000 + name.length;
    else if (partial && folded.length >= 3 && containsWords(name, folded))
      score = 500 - name.length;
    if (score > 0 && (!best || score > best.score)) best = { service, folded: name, score };
  }
  return best && { service: best.service, folded: best.folded };
}

/** The message with the service's name replaced by the corpus token, for the classifier. */
export function withServiceToken(text: string, foldedName: string): string {
  return ` ${foldBotText(text)} `.replace(` ${foldedName} `, ` ${SERVICE_TOKEN} `).trim();
}

const QUESTION_WORDS = new Set(
  Object.entries(BOT_CORPUS)
    .filter(([intent]) => intent.startsWith('service.'))
    .flatMap(([, docs]) => [...docs.en, ...docs.es])
    .flatMap((u) => foldBotText(u).split(' '))
    .filter((w) => w !== SERVICE_TOKEN),
);

/** What is left of a question about a service once its question words are gone: the name. */
export function nameCandidate(text: string): string {
  return foldBotText(text)
    .split(' ')
    .filter((w) => !QUESTION_WORDS.has(w))
    .join(' ');
}
