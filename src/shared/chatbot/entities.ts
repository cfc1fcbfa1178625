import type { ServiceType } from '@shared/domain/enums';
import { SUB_FILTERS, type SubFilterKey } from '@shared/domain/sub-filters';
import { SUB_FILTER_WORDS, TYPE_WORDS } from './entity-words';
import { containsWords, foldBotText } from './fold';

/**
 * Entities found by code, not by the classifier (docs/chatbot.md): service types and sub-filters,
 * "open now", "near me", a ZIP code and the phrases that may name a place. All on folded text.
 */

export interface ServiceEntities {
  types: ServiceType[];
  subFilter: SubFilterKey | null;
}

const TYPE_OF_SUB_FILTER = Object.fromEntries(
  Object.entries(SUB_FILTERS).flatMap(([type, keys]) => keys.map((k) => [k, type])),
) as Record<SubFilterKey, ServiceType>;

/** The service types and the (single, most specific) sub-filter a message names. */
export function extractServiceEntities(text: string): ServiceEntities {
  const folded = foldBotText(text);
  let subFilter: SubFilterKey | null = null;
  let longest = 0;
  for (const [key, words] of Object.entries(SUB_FILTER_WORDS) as [SubFilterKey, string[]][]) {
    for (const w of words) {
      if (w.length > longest && containsWords(folded, w)) {
        subFilter = key;
        longest = w.length;
      }
    }
  }
  const types = new Set<ServiceType>();
  for (const [type, words] of Object.entries(TYPE_WORDS) as [ServiceType, string[]][]) {
    if (words.some((w) => containsWords(folded, w))) types.add(type);
  }
  if (subFilter) {
    // The sub-filter decides the type: "dental clinic" is HEALTH even if "food" is not said.
    return { types: [TYPE_OF_SUB_FILTER[subFilter]], subFilter };
  }
  return { types: [...types], subFilter };
}

const OPEN_NOW = [/\bopen\b/, /\bopened\b/, /\bright now\b/, /\babiert[oa]s?\b/, /\babre(n)?\b/];
/** "open now", "abierto ahora"... */
export function mentionsOpenNow(text: string): boolean {
  const folded = foldBotText(text);
  return OPEN_NOW.some((re) => re.test(folded));
}

const NEAR_ME = [
  /\bnear (me|here|by)\b/,
  /\bnearby\b/,
  /\bclose to (me|here)\b/,
  /\baround (me|here)\b/,
  /\bcloses?t\b/,
  /\bnearest\b/,
  /\bcerca( de (mi|aqui|aca))?\b/,
  /\bpor aqui\b/,
  /\bmas cercan[oa]s?\b/,
];
/** "near me", "cerca de mí", "nearby"... */
export function mentionsNearMe(text: string): boolean {
  const folded = foldBotText(text);
  return NEAR_ME.some((re) => re.test(folded));
}

/** A US ZIP code in the message. */
export function extractZip(text: string): string | null {
  return /\b(\d{5})\b/.exec(text)?.[1] ?? null;
}

const PLACE_PREPOSITIONS = /\b(near|in|around|at|for|close to|cerca de|en|por|para|de)\b/g;
/** Words that end a place phrase ("Denver tonight", "Denver abierto ahora"). */
const PLACE_STOP = new Set(
  'now today tonight please open right the a an me my here there you your it this that what where is are any some with which who near nearby closest cerca ahora hoy abierto abiertos abierta mi mis aqui alli por favor que donde hay con un una esta noche manana'.split(
    ' ',
  ),
);

/**
 * Phrases that may name a place, most likely first: the words after "near", "in", "en", "cerca
 * de"... (up to three words, then shorter). The source decides whether one is a place.
 */
export function placeCandidates(text: string): string[] {
  const folded = foldBotText(text);
  const words = folded.split(' ');
  const out: string[] = [];
  for (const match of folded.matchAll(PLACE_PREPOSITIONS)) {
    const after = folded
      .slice((match.index ?? 0) + match[0].length)
      .trim()
      .split(' ');
    const phrase: string[] = [];
    for (const w of after) {
      if (!w || PLACE_STOP.has(w) || phrase.length === 3) break;
      phrase.push(w);
    }
    for (let n = phrase.length; n >= 1; n -= 1) {
      const candidate = phrase.slice(0, n).join(' ');
      if (candidate.length >= 3 && !isServiceWord(candidate) && !out.includes(candidate)) {
        out.push(candidate);
      }
    }
  }
  // "Denver food" or "comida Denver": the last word may be a city when nothing else named one.
  const last = words[words.length - 1] ?? '';
  if (out.length === 0 && last.length >= 4 && !PLACE_STOP.has(last) && !isServiceWord(last)) {
    out.push(last);
  }
  return out.slice(0, 6);
}

function isServiceWord(phrase: string): boolean {
  const all = [...Object.values(SUB_FILTER_WORDS), ...Object.values(TYPE_WORDS)].flat();
  return phrase.split(' ').some((w) => all.includes(w));
}
