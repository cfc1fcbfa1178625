import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as v from '@shared/validation';

// A request body can be anything a client sends; the schemas must reject, never throw (the API
// turns a throw into a 500).
const schemas: [string, z.ZodType][] = [
  ['appFeedbackSchema', v.appFeedbackSchema],
  ['bedUpdateSchema', v.bedUpdateSchema],
  ['changePasswordBodySchema', v.changePasswordBodySchema],
  ['changePasswordFormSchema', v.changePasswordFormSchema],
  ['connectFormSchema', v.connectFormSchema],
  ['coordinatorListSchema', v.coordinatorListSchema],
  ['coordinatorSchema', v.coordinatorSchema],
  ['crisisLineSchema', v.crisisLineSchema],
  ['forgotPasswordSchema', v.forgotPasswordSchema],
  ['loginSchema', v.loginSchema],
  ['profileSchema', v.profileSchema],
  ['reportFormSchema', v.reportFormSchema],
  ['resetPasswordSchema', v.resetPasswordSchema],
  ['serviceFeedbackBodySchema', v.serviceFeedbackBodySchema],
  ['signUpBodySchema', v.signUpBodySchema],
  ['signUpFormSchema', v.signUpFormSchema],
  ['scheduleEntrySchema(opening)', v.scheduleEntrySchema('opening')],
  ['scheduleEntrySchema(closed)', v.scheduleEntrySchema('closed')],
  ['userEditSchema', v.userEditSchema({ targetIsAdmin: false })],
  ...(['volunteer', 'provider', 'admin', 'superUser'] as const).map((role): [string, z.ZodType] => [
    `serviceFormSchema(${role})`,
    v.serviceFormSchema({ role }),
  ]),
];

const garbage: unknown[] = [null, undefined, 0, 5, 'x', '', true, [], [1, 2], [{}], () => 1];

describe('every validation schema, given something that is not a form', () => {
  it.each(schemas)('%s rejects it without throwing', (_name, schema) => {
    for (const value of garbage) expect(schema.safeParse(value).success).toBe(false);
  });
});
