// App feedback, connect-with-a-service and report forms (docs/spec/product-spec.md §5; docs/spec/forms-and-messages.md
// D.3; docs/spec/api-contract.md §2.4).
import { z } from 'zod';
import { parseLngLat } from '@shared/query/coordinate';
import {
  blankToUndefined,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredEmail,
  requiredPhone,
  requiredText,
  text,
  whenValid,
} from './fields';
import { TEXT_MAX } from './text-limits';
import { MESSAGES } from './messages';

/**
 * Attachments of POST /feedbacks/app: the server enforces these (by the file's magic bytes, not
 * its declared type) and the Feedback page checks them first, so a file the server would refuse
 * never waits in the outbox. One definition, so the two cannot drift apart.
 */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const MAX_ATTACHMENTS = 3;
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/**
 * Where the sender was, `lng|lat`, when they ticked 'Add your location' (docs/spec/product-spec.md §5). '0|0'
 * is the clients' "no location" and is accepted as such.
 */
const coordinates = z.preprocess(
  blankToUndefined,
  text({ max: TEXT_MAX.SHORT, error: MESSAGES.LOCATION_INVALID })
    .refine((value) => value === '0|0' || parseLngLat(value) !== null, {
      error: MESSAGES.LOCATION_INVALID,
    })
    .optional(),
);

/** POST /feedbacks/app and the Feedback page: email, subject and message required. */
export const appFeedbackSchema = z.object({
  email: requiredEmail(),
  subject: requiredText(MESSAGES.SUBJECT_REQUIRED),
  message: requiredText(MESSAGES.MESSAGE_REQUIRED, TEXT_MAX.MESSAGE),
  coordinates,
});
export type AppFeedbackBody = z.output<typeof appFeedbackSchema>;

/** The 'Connect with this Service?' form: name, email, phone and message required. */
export const connectFormSchema = z.object({
  name: requiredText(MESSAGES.YOUR_NAME_REQUIRED),
  email: requiredEmail(),
  phone: requiredPhone(MESSAGES.PHONE_NUMBER_REQUIRED),
  message: requiredText(MESSAGES.MESSAGE_REQUIRED, TEXT_MAX.MESSAGE),
  coordinates,
});
export type ConnectForm = z.output<typeof connectFormSchema>;

/** The 'Report incorrect Info or Claim this Service' form: email and message required. */
export const reportFormSchema = z.object({
  email: requiredEmail(),
  message: requiredText(MESSAGES.MESSAGE_REQUIRED, TEXT_MAX.MESSAGE),
});
export type ReportForm = z.output<typeof reportFormSchema>;

/**
 * POST /feedbacks/service, which both forms above send (with the service id and, as subject, the
 * service's name). Name and phone are optional because the report form has neither; an answer needs
 * an email or a phone (docs/spec/api-contract.md §2.4).
 */
export const serviceFeedbackBodySchema = z
  .object({
    service: requiredText(MESSAGES.GENERIC),
    subject: requiredText(MESSAGES.SUBJECT_REQUIRED),
    name: optionalText(),
    email: optionalEmail(),
    phone: optionalPhone(),
    message: requiredText(MESSAGES.MESSAGE_REQUIRED, TEXT_MAX.MESSAGE),
    coordinates,
  })
  .refine((body) => Boolean(body.email) || Boolean(body.phone), {
    error: MESSAGES.EMAIL_OR_PHONE_REQUIRED,
    path: ['email'],
    when: whenValid('email', 'phone'),
  });
export type ServiceFeedbackBody = z.output<typeof serviceFeedbackBodySchema>;
