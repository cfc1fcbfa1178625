import type { DemoCity } from './city-types';
import type { Bilingual, KindKey, ServiceKind } from './kinds';
import { demoPhone, fill, slugify } from './naming';
import type { Random } from './random';
import {
  CLOSABLE,
  CLOSURES,
  PATTERNS,
  casualTime,
  type ClosureKey,
  type ScheduleParts,
} from './schedules';
import { GENERIC_EXTRAS, LANGUAGE_SENTENCES, LOW_BARRIER, PETS_WELCOME } from './sentences';
import type { DemoService } from './types';

const EDUCATION: ReadonlySet<KindKey> = new Set<KindKey>([
  'gedClasses',
  'eslClasses',
  'jobTraining',
]);
const CLOSURE_CHOICES: readonly ClosureKey[] = [
  'holidays',
  'holidays',
  'holidays',
  'thanksgivingWeekend',
  'staffMeeting',
  'staffMeeting',
  'holidayEves',
  'trainingMorning',
  'trainingDay',
  'inventory',
  'renovation',
  'mlkDay',
];

/** The kind's pattern for this city and occurrence (rotated so each pattern appears somewhere). */
export function scheduleFor(
  kindKey: KindKey,
  kind: ServiceKind,
  cityIndex: number,
  occurrence: number,
  rnd: Random,
): ScheduleParts {
  const key = kind.patterns[(cityIndex + occurrence * 3) % kind.patterns.length] ?? 'none';
  const parts = PATTERNS[key]();
  const copy = (list: ScheduleParts['schedules']) => list.map((entry) => ({ ...entry }));
  const schedules = copy(parts.schedules);
  const closeSchedules = copy(parts.closeSchedules);
  if (CLOSABLE.has(key) && rnd.chance(0.6)) {
    const first: ClosureKey =
      EDUCATION.has(kindKey) && rnd.chance(0.7) ? 'winterBreak' : rnd.pick(CLOSURE_CHOICES);
    closeSchedules.push(...CLOSURES[first]());
    if (rnd.chance(0.25)) {
      const second: ClosureKey = first === 'staffMeeting' ? 'holidays' : 'staffMeeting';
      closeSchedules.push(...CLOSURES[second]());
    }
  }
  // A few listings type their hours casually ('09:00 am'); the engine accepts that.
  if (rnd.chance(0.04)) {
    for (const entry of schedules) {
      if (entry.type !== 'WEEKLY' || !entry.startTime || !entry.endTime) continue;
      entry.startTime = casualTime(entry.startTime);
      entry.endTime = casualTime(entry.endTime);
    }
  }
  return parts.isContact
    ? { schedules, closeSchedules, isContact: true }
    : { schedules, closeSchedules };
}

/** Two to four sentences: what it is, one detail, maybe a general note, maybe the languages. */
export function describe(
  kind: ServiceKind,
  hood: string,
  city: DemoCity,
  flags: { isLowBarrier?: boolean; isAllowedPet?: boolean },
  rnd: Random,
): Bilingual {
  const parts: Bilingual[] = [rnd.pick(kind.leads)];
  const flagged = [flags.isLowBarrier && LOW_BARRIER, flags.isAllowedPet && PETS_WELCOME].filter(
    (s): s is Bilingual => Boolean(s),
  );
  parts.push(...flagged);
  if (flagged.length === 0) parts.push(rnd.pick(kind.extras));
  if (parts.length < 3 && rnd.chance(0.45)) {
    const more = [...kind.extras, ...GENERIC_EXTRAS].filter((s) => !parts.includes(s));
    if (more.length > 0) parts.push(rnd.pick(more));
  }
  if (parts.length < 4 && rnd.chance(0.75)) {
    const language = rnd.pick(city.languages);
    const sentence = rnd.pick(LANGUAGE_SENTENCES);
    parts.push({
      en: fill(sentence.en, { lang: language.en }),
      es: fill(sentence.es, { lang: language.es }),
    });
  }
  return {
    en: parts.map((p) => fill(p.en, { hood })).join(' '),
    es: parts.map((p) => fill(p.es, { hood })).join(' '),
  };
}

type ShelterFields = Pick<
  DemoService,
  'totalBeds' | 'availableBeds' | 'bedsObservedMinutesAgo' | 'isLowBarrier' | 'isAllowedPet'
>;

/** Beds for every SHELTER listing: some full (0 free), some with every bed free, most in between. */
export function shelterFields(kind: ServiceKind, rnd: Random): ShelterFields {
  if (!kind.beds) return {};
  const [min, max] = { emergency: [30, 250], transitional: [10, 60], seasonal: [40, 150] }[
    kind.beds
  ] as [number, number];
  const totalBeds = rnd.int(min, max);
  const roll = rnd.next();
  const availableBeds =
    roll < 0.18
      ? 0
      : roll < 0.28
        ? totalBeds
        : rnd.int(1, Math.max(1, Math.floor(totalBeds * 0.35)));
  return {
    totalBeds,
    availableBeds,
    bedsObservedMinutesAgo: rnd.chance(0.6) ? rnd.int(5, 240) : rnd.int(241, 3 * 24 * 60),
    isLowBarrier: kind.beds === 'seasonal' || (kind.beds === 'emergency' && rnd.chance(0.5)),
    isAllowedPet: rnd.chance(kind.beds === 'transitional' ? 0.1 : 0.25),
  };
}

type ContactFields = Pick<
  DemoService,
  'phone' | 'contactEmail' | 'website' | 'facebook' | 'twitter' | 'instagram' | 'youtube'
>;

/** Fictional phone numbers, example.org sites and mailboxes, and a few made-up social handles. */
export function contactFields(
  name: string,
  city: DemoCity,
  index: number,
  needsPhone: boolean,
  rnd: Random,
): ContactFields {
  const slug = slugify(name);
  const compact = slug.replace(/-/g, '');
  const areaCode = city.areaCodes[index % city.areaCodes.length] ?? '555';
  const out: ContactFields = {};
  if (needsPhone || rnd.chance(0.95)) out.phone = demoPhone(areaCode, index);
  if (rnd.chance(0.8)) out.website = `https://www.example.org/${slugify(city.name)}/${slug}`;
  if (rnd.chance(0.7)) out.contactEmail = `${slug.slice(0, 48).replace(/-$/, '')}@example.org`;
  if (rnd.chance(0.12)) {
    out.facebook = `https://www.facebook.com/refugio.demo.${compact.slice(0, 30)}`;
    out.instagram = `https://www.instagram.com/refugio.demo.${compact.slice(0, 17)}`;
    if (rnd.chance(0.4)) out.twitter = `https://x.com/demo_${compact.slice(0, 10)}`;
    if (rnd.chance(0.25))
      out.youtube = `https://www.youtube.com/@refugiodemo${compact.slice(0, 15)}`;
  }
  return out;
}
