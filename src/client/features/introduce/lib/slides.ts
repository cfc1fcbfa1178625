import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What a slide shows besides its text: the language choice (slide 7) or the terms form (slide 8). */
export type SlideExtra = 'language' | 'terms' | null;

export interface Slide {
  title: MessageDescriptor;
  body: MessageDescriptor;
  extra: SlideExtra;
}

// docs/spec/product-spec.md §2 and §9: a 9-slide tutorial numbered 0 to 8, language choice, then the terms last.
export const SLIDES: readonly Slide[] = [
  {
    title: msg`Help near you`,
    body: msg`Refugio helps you find food, shelter, health care, resources and work near you. It is free and you do not need an account.`,
    extra: null,
  },
  {
    title: msg`Find help by type`,
    body: msg`Use the tabs at the bottom of the home screen: Food, Shelter, Health, Resources and Work. Each tab has quick filters, such as Meals or Food Pantries.`,
    extra: null,
  },
  {
    title: msg`Open now and filters`,
    body: msg`Turn on Open now to see only the places open at this moment. You can also choose who a service is for: men, women, kids, seniors, families and more.`,
    extra: null,
  },
  {
    title: msg`Map and location`,
    body: msg`Switch between the list and the map. Search by city or ZIP code, or use your current location to see how far each place is, in miles.`,
    extra: null,
  },
  {
    title: msg`Favorites and kudos`,
    body: msg`Tap the star to keep a service in your favorites on this device. Give kudos to thank a service that helped you.`,
    extra: null,
  },
  {
    title: msg`Crisis lines`,
    body: msg`If you need to talk to someone right now, the crisis lines are in the menu. In an emergency, call 911.`,
    extra: null,
  },
  {
    title: msg`Works offline`,
    body: msg`After your first visit Refugio keeps working without a signal: the services you have seen, your favorites and the crisis lines stay on your device.`,
    extra: null,
  },
  {
    title: msg`Choose your language`,
    body: msg`Refugio speaks English and Spanish. You can change the language at any time from the top of the screen.`,
    extra: 'language',
  },
  {
    title: msg`Terms of use`,
    body: msg`Before you start, please read and accept the terms of use.`,
    extra: 'terms',
  },
];

export const TERMS_SLIDE = SLIDES.findIndex((slide) => slide.extra === 'terms');

/** A slide number from the address (`?slide=3`), or the first slide when it is missing or wrong. */
export function slideFromParam(value: string | null): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 0 && n < SLIDES.length ? n : 0;
}
