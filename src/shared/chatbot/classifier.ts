import { containerBootstrap } from '@nlpjs/core';
import { Nlp } from '@nlpjs/nlp';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangEs } from '@nlpjs/lang-es';
import type { ChatbotFaqRecord } from '@shared/sync/protocol';
import { BOT_CORPUS } from './corpus';
import { foldBotText } from './fold';
import type { BotLanguage } from './messages';

export interface Classification {
  intent: string;
  score: number;
  locale: BotLanguage;
}

export interface Classifier {
  classify(text: string, language: BotLanguage | null): Promise<Classification>;
}

/** FAQ entries become intents `faq.<id>`: their questions and keywords are its utterances. */
function faqDocuments(faq: ChatbotFaqRecord): { en: string[]; es: string[] } {
  const en = [faq.question];
  const es = faq.questionEs ? [faq.questionEs] : [];
  for (const keyword of faq.keywords) {
    // A keyword is in either language; teaching it to both is harmless and finds it either way.
    en.push(keyword);
    es.push(keyword);
  }
  return { en, es };
}

/**
 * The @nlpjs classifier (docs/spec/stack-notes.md "NLP"), trained at start from the built-in corpus plus the
 * FAQ entries. Texts are folded first (no accents), here and in training, so "qué" = "que".
 */
export async function trainClassifier(faqs: ChatbotFaqRecord[]): Promise<Classifier> {
  const container = await containerBootstrap();
  container.use(Nlp);
  container.use(LangEn);
  container.use(LangEs);
  const nlp = new Nlp({ container, autoSave: false, nlu: { log: false } });
  nlp.addLanguage('en');
  nlp.addLanguage('es');
  const add = (intent: string, docs: { en: string[]; es: string[] }) => {
    for (const u of docs.en) nlp.addDocument('en', foldBotText(u), intent);
    for (const u of docs.es) nlp.addDocument('es', foldBotText(u), intent);
  };
  for (const [intent, docs] of Object.entries(BOT_CORPUS)) add(intent, docs);
  for (const faq of faqs) add(`faq.${faq.id}`, faqDocuments(faq));
  await nlp.train();

  const run = async (locale: BotLanguage, text: string): Promise<Classification> => {
    const result = await nlp.process(locale, text);
    return { intent: result.intent || 'None', score: result.score ?? 0, locale };
  };
  return {
    async classify(text, language) {
      const folded = foldBotText(text);
      if (language) return run(language, folded);
      // The language is unclear: ask both models and keep the surer answer.
      const [en, es] = await Promise.all([run('en', folded), run('es', folded)]);
      return es.score > en.score ? es : en;
    },
  };
}
