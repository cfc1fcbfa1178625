import { z } from 'zod';
import { BOT_LANGUAGES } from './messages';

/**
 * What one conversation remembers between messages (kept per chatToken by the server, in memory
 * of the page offline). Small and JSON: the last list request, so "Yes" shows the next page, the
 * last place named and the language. Anything that does not parse is treated as a new
 * conversation.
 */
export const botContext = z.object({
  language: z.enum(BOT_LANGUAGES).optional(),
  /** The intent of the last answer. */
  lastIntent: z.string().optional(),
  /** The last list request, to page with "Yes". */
  list: z
    .object({
      intent: z.string(),
      types: z.array(z.string()).optional(),
      subFilter: z.string().optional(),
      openNow: z.boolean().optional(),
      withBeds: z.boolean().optional(),
      place: z.object({ label: z.string(), lng: z.number(), lat: z.number() }).nullable(),
      page: z.number().int().min(0),
    })
    .optional(),
  /** The last place the person named (a city or ZIP), reused by "near there" questions. */
  place: z.object({ label: z.string(), lng: z.number(), lat: z.number() }).optional(),
});
export type BotContext = z.infer<typeof botContext>;

export function parseBotContext(value: unknown): BotContext {
  const parsed = botContext.safeParse(value);
  return parsed.success ? parsed.data : {};
}
