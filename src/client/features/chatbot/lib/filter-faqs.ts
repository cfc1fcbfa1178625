import type { ChatbotFaqRecord } from '@shared/sync/protocol';

export interface ShownFaq {
  id: string;
  question: string;
  answer: string;
  /** The language the question and answer are shown in (Spanish only when both are written). */
  lang: 'en' | 'es';
}

/** Lower case without accents, so 'camas' finds 'Camás' and 'senor' finds 'señor'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function showFaq(faq: ChatbotFaqRecord, locale: string): ShownFaq {
  const spanish = locale === 'es' && Boolean(faq.questionEs?.trim() && faq.answerEs?.trim());
  return spanish
    ? { id: faq.id, question: faq.questionEs!, answer: faq.answerEs!, lang: 'es' }
    : { id: faq.id, question: faq.question, answer: faq.answer, lang: 'en' };
}

function haystack(faq: ChatbotFaqRecord): string {
  const parts = [faq.question, faq.questionEs, faq.answer, faq.answerEs, ...faq.keywords];
  return fold(parts.filter(Boolean).join(' '));
}

/**
 * The questions matching every word typed, searched in both languages and the keywords: a person
 * may type in either language whatever the UI shows. Order is kept (the administrators' order).
 */
export function filterFaqs(faqs: readonly ChatbotFaqRecord[], query: string): ChatbotFaqRecord[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const text = haystack(faq);
    return words.every((word) => text.includes(word));
  });
}
