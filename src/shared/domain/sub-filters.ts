import type { ServiceType } from './enums';

// The sub-filter buttons of docs/spec/product-spec.md §2 ('All' is the absence of a sub-filter), each with the
// serviceSummary phrases it matches (docs/spec/api-contract.md §4.5 keyword table, our own phrase lists).
export const SUMMARY_KEYWORDS = {
  Meals: [
    'Meals',
    'Soup Kitchen',
    'Senior Lunch',
    'Sack Lunch',
    'Breakfast',
    'Dinner',
    'Lunch',
    'Congregate Meal',
    'Hot Meal',
  ],
  'Food Pantry': ['Food Pantry', 'Food Bank', 'Groceries', 'Food Boxes', 'Produce'],
  'Emergency Shelter': [
    'Emergency Shelter',
    'Overnight Shelter',
    'Warming Center',
    'Cooling Center',
    'Night Shelter',
  ],
  'Transitional Housing': [
    'Transitional Housing',
    'Transitional',
    'Bridge Housing',
    'Rapid Rehousing',
    'Supportive Housing',
  ],
  'Medical Care': [
    'Medical Care',
    'Medical',
    'Clinic',
    'Dental',
    'Vision',
    'HIV Test',
    'Vaccination',
    'Pharmacy',
  ],
  Counseling: [
    'Counseling',
    'Mental Health',
    'Substance Abuse Treatment',
    'Support Group',
    'Recovery',
    'Therapy',
  ],
  Clothing: ['Clothing', 'Clothes', 'Coats', 'Shoes', 'Blankets'],
  Hygiene: ['Hygiene', 'Showers', 'Laundry', 'Toiletries', 'Haircuts'],
  Tech: ['Tech', 'Computer Access', 'Wi-Fi', 'Phone Charging', 'Free Phones'],
  Assistance: [
    'Assistance',
    'Financial Assistance',
    'Legal Assistance',
    'ID Help',
    'Benefits Enrollment',
    'Mail Service',
    'Case Management',
    'Transit',
  ],
  Education: ['Education', 'GED Training', 'ESL Classes', 'Literacy', 'Library', 'Job Training'],
  Employment: ['Employment', 'Work', 'Job Placement', 'Day Labor', 'Resume Help', 'Hiring'],
} as const;
export type SubFilterKey = keyof typeof SUMMARY_KEYWORDS;

export const SUB_FILTERS = {
  FOOD: ['Meals', 'Food Pantry'],
  SHELTER: ['Emergency Shelter', 'Transitional Housing'],
  HEALTH: ['Medical Care', 'Counseling'],
  RESOURCES: ['Clothing', 'Hygiene', 'Tech', 'Assistance'],
  WORK: ['Education', 'Employment'],
} as const satisfies Record<ServiceType, readonly SubFilterKey[]>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The server's `\m(…)\M` (service-conditions.ts searchCondition): a phrase counts only as whole
// words, so 'Transit' does not match 'Transitional'. Word characters are letters, digits and '_'.
// Each pattern is built on first use: compiling all of them with their Unicode classes took ~13 ms
// of a cold start at 4× CPU, and a start without a sub-filter needs none.
const subFilterPatterns = new Map<SubFilterKey, RegExp>();
function subFilterPattern(key: SubFilterKey): RegExp {
  let pattern = subFilterPatterns.get(key);
  if (!pattern) {
    pattern = new RegExp(
      `(?<![\\p{L}\\p{N}_])(?:${SUMMARY_KEYWORDS[key].map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_])`,
      'iu',
    );
    subFilterPatterns.set(key, pattern);
  }
  return pattern;
}

/** Whether a serviceSummary matches a sub-filter button, as the server's filter decides it. */
export function matchesSubFilter(summary: string, key: SubFilterKey): boolean {
  return subFilterPattern(key).test(summary);
}
