import type { DemoCity } from './city-types';
import type { KindKey } from './kinds';

// The listings every city gets (63), so every tab and every sub-filter has several services in
// every city. Multi-type kinds: youthShelter, shelterMeals, dayCenter, library.
const BASE: readonly [KindKey, number][] = [
  ['soupKitchen', 4],
  ['seniorMeals', 1],
  ['pantry', 4],
  ['mobilePantry', 1],
  ['familyPantry', 1],
  ['mealsAndPantry', 1],
  ['emergencyShelter', 3],
  ['womensShelter', 1],
  ['familyShelter', 1],
  ['youthShelter', 1],
  ['transitional', 2],
  ['bridgeHousing', 1],
  ['veteransHousing', 1],
  ['shelterMeals', 1],
  ['clinic', 3],
  ['dental', 1],
  ['mobileClinic', 1],
  ['vision', 1],
  ['counseling', 2],
  ['recovery', 1],
  ['crisisCenter', 1],
  ['womensHealth', 1],
  ['clothingCloset', 2],
  ['coatDrive', 1],
  ['hygieneCenter', 2],
  ['barber', 1],
  ['techHub', 2],
  ['phoneProgram', 1],
  ['benefits', 1],
  ['legalAid', 1],
  ['rentHelp', 1],
  ['mailService', 1],
  ['dayCenter', 2],
  ['taxHelp', 1],
  ['gedClasses', 2],
  ['eslClasses', 1],
  ['library', 1],
  ['jobCenter', 2],
  ['dayLabor', 1],
  ['jobTraining', 1],
  ['youthEmployment', 1],
  ['socialEnterprise', 1],
];

const EXTRAS: readonly KindKey[] = ['pantry', 'emergencyShelter', 'clinic'];

/** The kinds of listing a city gets, in a fixed order (the generator shuffles them). */
export function cityPlan(city: DemoCity, cityIndex: number): KindKey[] {
  const plan: KindKey[] = BASE.flatMap(([kind, count]) => Array<KindKey>(count).fill(kind));
  // A winter shelter where the winter is cold; a cooling center (next summer) where it is hot.
  plan.push(city.season === 'winter' ? 'warmingCenter' : 'coolingCenter');
  if (city.name === 'Phoenix') plan.push('warmingCenter');
  plan.push(...EXTRAS.slice(0, cityIndex % 4));
  return plan;
}

/** Cities (by index) with one permanently closed listing, and which kind closed for good. */
export function permanentlyClosedKind(cityIndex: number): KindKey | null {
  if (cityIndex % 4 === 3) return null;
  return cityIndex % 2 === 0 ? 'clothingCloset' : 'techHub';
}
