import { z } from 'zod';

// The form side of the server's FAQ and page bodies (src/server/routes/chatbot-faqs,
// src/server/routes/static-pages/body.ts): the same rules, read from text inputs.
const TOO_LONG = 'The text is too long.';
const QUESTION_REQUIRED = 'Please input the question.';
const ANSWER_REQUIRED = 'Please input the answer.';
const NAME_REQUIRED = 'Please input the page name.';
const CONTENT_REQUIRED = 'Please input the page content.';
const CODE_REQUIRED = 'Please input the page code.';
const CODE_INVALID = 'A page code has 1 to 40 letters, digits, _ or -.';
const required = (message: string, max: number) =>
  z.string().trim().min(1, { error: message }).max(max, { error: TOO_LONG });
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: TOO_LONG })
    .transform((value) => (value ? value : null));

export const faqFormSchema = z.object({
  question: required(QUESTION_REQUIRED, 500),
  answer: required(ANSWER_REQUIRED, 5000),
  questionEs: optional(500),
  answerEs: optional(5000),
  /** 'bed, shelter' → ['bed', 'shelter']: blanks dropped, each once, at most 50. */
  keywords: z
    .string()
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((word) => word.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(100, { error: TOO_LONG })).max(50, { error: TOO_LONG })),
});
export type FaqForm = z.output<typeof faqFormSchema>;

const CONTENT_MAX = 200_000;

export const pageFormSchema = z.object({
  name: required(NAME_REQUIRED, 200),
  nameEs: optional(200),
  content: required(CONTENT_REQUIRED, CONTENT_MAX),
  contentEs: optional(CONTENT_MAX),
});
export type PageForm = z.output<typeof pageFormSchema>;

export const newPageFormSchema = pageFormSchema.extend({
  code: z
    .string()
    .trim()
    .min(1, { error: CODE_REQUIRED })
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{1,40}$/, { error: CODE_INVALID }),
});
export type NewPageForm = z.output<typeof newPageFormSchema>;
