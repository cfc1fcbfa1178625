// Public surface of the shared validation (forms on the client, bodies on the server, replays in the
// service worker). Every failure's zod message is a message id of messages.ts.
export { MESSAGES, MESSAGE_IDS, isMessageId, type MessageId, type MessageKey } from './messages';
export { fieldErrors, firstIssueMessage, type FieldErrors } from './errors';
export { normalizeCategories, SPECIFIC_CATEGORIES, toggleCategory } from './categories';
export { maskPhone } from './phone-mask';
export { descriptionCharsLeft, isDescriptionTooLong, normalizeEmail, withScheme } from './text';
export * from './auth';
export * from './users';
export * from './coordinators';
export * from './schedule-entry';
export * from './service-roles';
export { SERVICE_FORM_FIELDS } from './service-shape';
export * from './service';
export * from './crisis-line';
export * from './feedback';
export * from './beds';
export * from './place-search';
