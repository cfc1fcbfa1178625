/**
 * Tokens a rule-based engine mangles (docs/spec/stack-notes.md §6: "SNAP" → "CHASQUEAR", "9am-5pm" →
 * "9soy-5pm"): URLs, e-mails, phone numbers, times and acronyms are swapped for placeholders
 * the engine passes through as unknown words, and put back afterwards.
 */
const PATTERNS: RegExp[] = [
  /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)]/gi,
  /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g,
  /(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/g,
  /\b\d{1,2}(?::\d{2})?\s?(?:[ap]m|[ap]\.m\.)?\s?[-–]\s?\d{1,2}(?::\d{2})?\s?(?:[ap]m|[ap]\.m\.)(?![a-z])/gi,
  /\b\d{1,2}(?::\d{2})?\s?(?:[ap]m|[ap]\.m\.)(?![a-z])/gi,
  /\b\d{1,2}:\d{2}\b/g,
  /\b[A-Z][A-Z0-9&]{1,7}\b/g,
];

const PLACEHOLDER = /zzp(\d+)z/gi;

export interface Protected {
  text: string;
  tokens: string[];
}

export function protectTokens(text: string): Protected {
  const tokens: string[] = [];
  // A text in capitals is shouting, not acronyms: let the engine translate its words.
  const shouting = text.replace(/[^A-Za-z]/g, '').length > 0 && text === text.toUpperCase();
  const patterns = shouting ? PATTERNS.slice(0, -1) : PATTERNS;
  let out = text;
  for (const pattern of patterns) {
    out = out.replace(pattern, (match) => {
      if (/^ZZP\d+Z$/.test(match)) return match;
      tokens.push(match);
      return `ZZP${tokens.length - 1}Z`;
    });
  }
  return { text: out, tokens };
}

/** Placeholders back to their tokens; one the engine lost is simply gone (never invented). */
export function restoreTokens(text: string, tokens: string[]): string {
  return text.replace(PLACEHOLDER, (match, n: string) => tokens[Number(n)] ?? match);
}
