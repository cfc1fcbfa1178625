import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrors, firstIssueMessage } from '@shared/validation/errors';
import { MESSAGES } from '@shared/validation/messages';

const schema = z
  .object({
    name: z.string().min(1, { error: 'Please input Name.' }),
    email: z
      .string()
      .min(1, { error: 'Please input your email.' })
      .pipe(z.email({ error: 'Please input valid Email.' })),
    items: z.array(z.object({ label: z.string({ error: 'Please input your message.' }) })),
  })
  .superRefine((_value, ctx) => {
    ctx.addIssue({ code: 'custom', path: ['name'], message: 'second failure of name' });
  });

function errorOf(value: unknown): z.ZodError {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('fieldErrors', () => {
  it('keeps the first failure of each field, keyed by its dotted path', () => {
    const error = new z.ZodError([
      { code: 'custom', path: ['name'], message: 'Please input Name.', input: '' },
      { code: 'custom', path: ['name'], message: 'second failure of name', input: '' },
      {
        code: 'custom',
        path: ['items', 0, 'label'],
        message: 'Please input your message.',
        input: 1,
      },
    ]);
    expect(fieldErrors(error)).toEqual({
      name: 'Please input Name.',
      'items.0.label': 'Please input your message.',
    });
  });

  it('lists the fields in the order the form gives', () => {
    const error = errorOf({ name: '', email: 'x', items: [{}] });
    expect(Object.keys(fieldErrors(error, ['items', 'email', 'name']))).toEqual([
      'items.0.label',
      'email',
      'name',
    ]);
  });

  it('keeps zod order without a field order', () => {
    const error = errorOf({ name: '', email: '', items: [] });
    expect(fieldErrors(error)).toEqual({
      name: 'Please input Name.',
      email: 'Please input your email.',
    });
  });

  it('keys a form-wide failure by the empty path', () => {
    const error = z.object({}).safeParse(null).error;
    expect(error && Object.keys(fieldErrors(error))).toEqual(['']);
  });
});

describe('firstIssueMessage', () => {
  it('answers the first failure in field order, as a bare id', () => {
    const error = errorOf({ name: 'A', email: 'not-an-email', items: [] });
    expect(firstIssueMessage(error, ['email', 'name'])).toBe('Please input valid Email.');
  });

  it('answers the generic message when there is no issue', () => {
    expect(firstIssueMessage(new z.ZodError([]))).toBe(MESSAGES.GENERIC);
  });
});
