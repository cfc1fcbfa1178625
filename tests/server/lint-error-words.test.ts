import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// docs/api.md "Errors": the client words a failure from its machine word, never by matching the
// server's English. Prove the lint rule fires on each way of matching, and lets words through.
const eslint = new ESLint();

async function restricted(filePath: string, body: string): Promise<number> {
  const code = `import { ApiError } from './api-errors';\ndeclare const error: ApiError;\ndeclare const KNOWN: Record<string, string>;\ndeclare function translateValidation(i18n: unknown, text: string): string;\nexport const x = ${body};\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('no English-sentence matching of errors in the client', () => {
  it.each([
    ["error.message.startsWith('You reached the Max Limit')"],
    ["error.message === 'User email not found'"],
    ["'Forbidden' !== error.message"],
    ["error.message.includes('not found')"],
    ["((message: string) => message.startsWith('We could not place'))(error.message)"],
    ['/quota/i.test(error.message)'],
    ['KNOWN[error.message]'],
    ['translateValidation(null, error.message)'],
    ['Object.hasOwn(KNOWN, error.message)'],
  ])('refuses %s', async (body) => {
    expect(await restricted('src/client/features/any/lib/bad.ts', body)).toBe(1);
  });

  it('lets a screen tell failures apart by their word and status', async () => {
    const body = "error.reason === 'SERVICE_QUOTA_REACHED' || error.status === 404";
    expect(await restricted('src/client/features/any/lib/good.ts', body)).toBe(0);
  });

  it('lets the one wording module look up a validation id, and nothing else', async () => {
    const file = 'src/client/lib/error-text.ts';
    expect(await restricted(file, 'translateValidation(null, error.message)')).toBe(0);
    expect(await restricted(file, "error.message.startsWith('You')")).toBe(1);
  });
});
