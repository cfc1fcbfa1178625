import { CATEGORIES, type Category } from '@shared/domain/enums';

/** The seven specific categories; ALL stands for every one of them (docs/spec/product-spec.md §5). */
export const SPECIFIC_CATEGORIES: readonly Category[] = CATEGORIES.filter((c) => c !== 'ALL');

/**
 * The category list after ticking or unticking one box (docs/spec/product-spec.md §5, the ALL rule):
 * ticking ALL ticks everything, unticking ALL unticks everything (the original sent all eight
 * after unticking, docs/spec/forms-and-messages.md D.1), unticking any other box clears ALL, and ticking the
 * last of the seven others ticks ALL. The result is in CATEGORIES order, without duplicates.
 */
export function toggleCategory(
  current: readonly Category[],
  category: Category,
  checked: boolean,
): Category[] {
  if (category === 'ALL') return checked ? [...CATEGORIES] : [];
  const chosen = new Set(current);
  chosen.delete('ALL');
  if (checked) chosen.add(category);
  else chosen.delete(category);
  return normalizeCategories([...chosen]);
}

/**
 * The stored form of a category list: ALL present means all eight, all seven specific ones mean
 * ALL too, so lists written by old clients ([ALL] alone) and by the form agree.
 */
export function normalizeCategories(list: readonly Category[]): Category[] {
  const chosen = new Set(list);
  if (chosen.has('ALL') || SPECIFIC_CATEGORIES.every((c) => chosen.has(c))) return [...CATEGORIES];
  return CATEGORIES.filter((c) => chosen.has(c));
}
