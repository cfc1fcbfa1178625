/**
 * Folds text for the chatbot's matching: lower case, no accents, no apostrophes or dots, every
 * other mark a single space. "St. Mary's", "st marys" and "ST MARYS" all fold to "st marys";
 * "¿Dónde está?" folds to "donde esta".
 */
export function foldBotText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/['’‘`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether `phrase` (folded) occurs in `text` (folded) as whole words. */
export function containsWords(text: string, phrase: string): boolean {
  if (!phrase) return false;
  return ` ${text} `.includes(` ${phrase} `);
}
