// The enumerations of docs/spec/product-spec.md §3, as `as const` tuples so zod, drizzle and the UI share one list.

export const SERVICE_TYPES = ['FOOD', 'SHELTER', 'HEALTH', 'RESOURCES', 'WORK'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const CATEGORIES = [
  'MEN',
  'WOMEN',
  'KIDS',
  'SENIORS',
  'DISABLED',
  'FAMILIES',
  'LGBT',
  'ALL',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const ROLES = [
  'USER',
  'ADMINISTRATOR',
  'SUPER USER',
  'AUTO USER',
  'VOLUNTEER',
  'VOLUNTEER LEAD',
  'VOLUNTEER SENIOR',
] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_PROVIDERS = ['LOCAL', 'FACEBOOK', 'GOOGLE', 'INSTAGRAM', 'TWITTER'] as const;
export type AccountProvider = (typeof ACCOUNT_PROVIDERS)[number];

export const PUSH_PLATFORMS = ['IOS', 'ANDROID', 'WEB'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

export const PASSWORD_REQUEST_TYPES = ['WEB', 'MOBILE'] as const;
export type PasswordRequestType = (typeof PASSWORD_REQUEST_TYPES)[number];

export const FEEDBACK_TYPES = ['SERVICE', 'APP'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const STATIC_PAGE_CODES = ['ABOUT', 'TERMS', 'PRIVACY', 'FAQ'] as const;
export type StaticPageCode = (typeof STATIC_PAGE_CODES)[number];
