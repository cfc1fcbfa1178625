// Every validation and business message of the forms, as a stable constant whose VALUE is the
// English text. That text is the message id (docs/spec/conventions.md, i18n): zod issues carry it, the API
// answers it as `{code, message}`, and the client looks it up in its catalog
// (src/client/lib/validation-messages.ts). Changing a value changes an id: update the client map
// and the Spanish catalog in the same commit.
//
// Texts given by docs/spec/product-spec.md §5/§8 are kept word for word; the others come from
// docs/spec/forms-and-messages.md D.1–D.4 with the original's typos fixed, or are written new where the spec has
// no text (marked "ours").

export const MESSAGES = {
  /** A value no screen lets a person type (a schedule without a type, a malformed id). */
  GENERIC: 'Something went wrong. Please try again.',

  // Email and password (docs/spec/product-spec.md §5, docs/spec/forms-and-messages.md D.3).
  EMAIL_REQUIRED: 'Please input your email.',
  EMAIL_INVALID: 'Please input valid Email.',
  PASSWORD_REQUIRED: 'Please input your password',
  /** PASSWORD_MIN (6) written out: a catalog id cannot hold a placeholder filled by the server. */
  PASSWORD_MIN_LENGTH: 'Password must be at least 6 characters long.',
  CURRENT_PASSWORD_REQUIRED: 'Please input your current password',
  NEW_PASSWORD_REQUIRED: 'Please input your new password',
  CONFIRM_PASSWORD_REQUIRED: 'Please input your confirm password',
  PASSWORD_MISMATCH: 'New Password did not Match. Please check and try again.',
  ACCEPT_TERMS: 'Please accept Terms & Privacy to continue.',
  DISPLAY_NAME_REQUIRED: 'Please input your Community Service Name.',
  /** Reset link without a token (ours). */
  RESET_LINK_INVALID: 'This reset link is not valid. Please request a new one.',

  // Business answers of the auth calls (docs/spec/product-spec.md §5, §8; docs/spec/forms-and-messages.md D.4).
  OLD_PASSWORD_INVALID: 'Please check your current password and try again.',
  EMAIL_OR_PASSWORD_INVALID: 'Please check your Email or Password and Try Again.',
  EMAIL_NOT_FOUND: 'Email not found.',
  /** The original answered `Email already exists` (ours, reworded). */
  EMAIL_TAKEN: 'This email is already signed up. Please log in instead.',
  RESET_LINK_EXPIRED: 'This reset link has expired. Please request a new one.',

  // Every text (docs/api.md "Text input"): no control characters, and a maximum per field (text-limits.ts). Ours.
  CONTROL_CHARACTERS: 'Please remove the invisible control characters from this text.',
  TEXT_TOO_LONG_100: 'Please use at most 100 characters.',
  TEXT_TOO_LONG_200: 'Please use at most 200 characters.',
  TEXT_TOO_LONG_1000: 'Please use at most 1000 characters.',
  TEXT_TOO_LONG_2000: 'Please use at most 2000 characters.',
  TEXT_TOO_LONG_5000: 'Please use at most 5000 characters.',
  TEXT_TOO_LONG_10000: 'Please use at most 10,000 characters.',
  TEXT_TOO_LONG_200000: 'Please use at most 200,000 characters.',

  // Phone fields (docs/spec/product-spec.md §9: at most 14 characters, the length of the US mask).
  PHONE_TOO_LONG: 'Phone number must be at most 14 characters.',

  // Service form (docs/spec/product-spec.md §5, docs/spec/forms-and-messages.md D.1).
  NAME_REQUIRED: 'Please input Name.',
  DESCRIPTION_REQUIRED: 'Please input your description.',
  DESCRIPTION_TOO_LONG: 'Description in less than 1000 characters.',
  ADDRESS_REQUIRED: 'Please input your address.',
  CITY_REQUIRED: 'Please input your city.',
  STATE_REQUIRED: 'Please input your state.',
  ZIP_REQUIRED: 'Please input your zip.',
  COUNTRY_REQUIRED: 'Please input your country.',
  SERVICE_DETAIL_REQUIRED: 'Please input your service detail.',
  SELECT_ONE_SERVICE: 'Please select at least one Service.',
  SELECT_ONE_CATEGORY: 'Please select at least one Category.',
  SCHEDULE_REQUIRED: 'Please add schedule',
  TOTAL_BEDS_REQUIRED: 'Please type Total Beds',
  /** 'Minimum total beds was 1.' rewritten (bed updates; the service form uses TOTAL_BEDS_REQUIRED). */
  TOTAL_BEDS_MIN: 'Total beds must be at least 1.',
  /** 'Minimum available beds was 0.' rewritten. */
  AVAILABLE_BEDS_MIN: 'Available beds must be 0 or more.',
  /** Ours: a bed count is a whole number. */
  BEDS_WHOLE_NUMBER: 'Beds must be a whole number.',
  /** Fixes the original's "shoulds" (docs/spec/forms-and-messages.md D.1, D.3 'Available beds'). */
  BEDS_AVAILABLE_OVER_TOTAL: 'Available beds should be less than or equal to Total Beds',
  CRITICAL_DESCRIPTION_REQUIRED: 'Please input Description',
  /** Ours: a malformed critical-header expiry. */
  CRITICAL_EXPIRY_INVALID: 'Please choose a valid expiry date and time.',
  /** Ours: a map pin outside the world. */
  LOCATION_INVALID: 'Please choose a valid location on the map.',
  SERVICE_QUOTA_REACHED:
    'You reached the Max Limit for adding new services. Please contact the app admin to add more.',
  /** Owner email (admin-set) of no known user; the original answered `User email not found`. */
  OWNER_EMAIL_NOT_FOUND: 'No user has this owner email.',

  // Schedule entries (docs/spec/product-spec.md §5 'Schedule entry', docs/spec/forms-and-messages.md D.2).
  END_TIME_BEFORE_START: 'End Time should be greater than Start time',
  END_DATE_BEFORE_START: 'End date should be equal or greater than Start date',
  DAY_REQUIRED: 'Please select a day.',
  PERIOD_REQUIRED: 'Please select a period.',
  START_DATE_REQUIRED: 'Please select a start date.',
  END_DATE_REQUIRED: 'Please select an end date.',
  DATE_INVALID: 'Please enter the date as MM/DD/YYYY.',
  START_TIME_REQUIRED: 'Please select a start time.',
  END_TIME_REQUIRED: 'Please select an end time.',
  TIME_INVALID: 'Please enter the time as h:mm AM or h:mm PM.',

  // Crisis line (docs/spec/forms-and-messages.md D.3 'Crisis line').
  CRISIS_LINE_NAME_REQUIRED: 'Please input crisisline name.',
  CRISIS_LINE_PHONE_REQUIRED: 'Please input your phone',
  AREA_REQUIRED: 'Please input your area.',
  /** Ours: AREA_MAX (100) written out; the area is geocoded like a place search (docs/architecture.md "The place search"). */
  AREA_TOO_LONG: 'Area must be at most 100 characters.',
  HOURS_REQUIRED: 'Please input your time.',

  // Feedback, connect and report forms (docs/spec/forms-and-messages.md D.3).
  SUBJECT_REQUIRED: 'Please input your subject.',
  MESSAGE_REQUIRED: 'Please input your message.',
  YOUR_NAME_REQUIRED: 'Please input your name.',
  PHONE_NUMBER_REQUIRED: 'Please input your phone number.',
  /** docs/spec/api-contract.md §2.4: a service feedback needs a way to answer (ours, reworded). */
  EMAIL_OR_PHONE_REQUIRED: 'Please input your email or phone number.',

  // Users and coordinators (docs/spec/product-spec.md §5 'User edit', 'Coordinator screen').
  /** The original showed 'Minimum total beds was 1' (sic) under the quota. */
  SERVICE_QUOTA_MIN: 'The service quota must be a whole number, at least 1.',
  COORDINATOR_REQUIRED: 'Please input at least one Coordinator.',
  COORDINATOR_NAME_REQUIRED: 'Please input the coordinator name.',
  /** Ours: regional_coordinators is unique by (region, name). */
  COORDINATOR_DUPLICATE: 'Each coordinator needs a different name.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
/** An English message id, as carried by a zod issue and by the API's `{code, message}`. */
export type MessageId = (typeof MESSAGES)[MessageKey];

/** Every message id, each once (GENERIC serves several rules but is one id). */
export const MESSAGE_IDS: readonly MessageId[] = [...new Set(Object.values(MESSAGES))];

export function isMessageId(value: unknown): value is MessageId {
  return MESSAGE_IDS.some((id) => id === value);
}

/**
 * The original server's text for the ids its clients recognise by their words (docs/api.md "The original ShelterApp clients"):
 * shelter-web's sign-in form treats any answer other than `{code: 400, message: 'Email or password
 * invalid'}` as a success ("Welcome user undefined"). The API sends this text in place of the id;
 * the PWA reads it back to the id (`messageIdOfWire`) and shows its own words in the person's
 * language, so the id stays the spec's English text.
 */
const ORIGINAL_WIRE_TEXTS: ReadonlyMap<string, string> = new Map([
  [MESSAGES.EMAIL_OR_PASSWORD_INVALID, 'Email or password invalid'],
]);
const IDS_OF_WIRE_TEXTS: ReadonlyMap<string, string> = new Map(
  [...ORIGINAL_WIRE_TEXTS].map(([id, text]) => [text, id]),
);

/** What the API sends for a message: the original's text where its clients depend on it. */
export function wireMessage(message: string): string {
  return ORIGINAL_WIRE_TEXTS.get(message) ?? message;
}

/** The message id behind an answer's text (the inverse of `wireMessage`). */
export function messageIdOfWire(text: string): string {
  return IDS_OF_WIRE_TEXTS.get(text) ?? text;
}
