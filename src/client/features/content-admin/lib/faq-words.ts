import type { Faq } from '../api';

type Lang = 'en' | 'es';

export interface FaqWords {
  lang: Lang;
  question: string;
  answer: string;
  answerLang: Lang;
  /** The question in the other language, when it has one. */
  other: { lang: Lang; question: string } | null;
  /** Spanish is chosen but the entry has no Spanish yet. */
  untranslated: boolean;
}

/**
 * An FAQ entry in the administrator's language (docs/screens.md "Words and crisis lines": the Spanish list showed only
 * English): the Spanish question and answer when Spanish is chosen and they exist, the English
 * question beside them; else the English, marked as such.
 */
export function faqWords(faq: Faq, locale: string): FaqWords {
  const spanish = locale.startsWith('es');
  const questionEs = faq.questionEs?.trim() ?? '';
  const answerEs = faq.answerEs?.trim() ?? '';
  if (spanish && questionEs) {
    return {
      lang: 'es',
      question: questionEs,
      answer: answerEs || faq.answer,
      answerLang: answerEs ? 'es' : 'en',
      other: { lang: 'en', question: faq.question },
      untranslated: false,
    };
  }
  return {
    lang: 'en',
    question: faq.question,
    answer: faq.answer,
    answerLang: 'en',
    other: !spanish && questionEs ? { lang: 'es', question: questionEs } : null,
    untranslated: spanish,
  };
}
