// @nlpjs ships no types; these describe the parts the chatbot engine uses (docs/spec/stack-notes.md, "NLP").
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
  }
  export function containerBootstrap(): Promise<Container>;
}

declare module '@nlpjs/nlp' {
  import type { Container } from '@nlpjs/core';
  export interface NlpResult {
    locale: string;
    utterance: string;
    intent: string;
    score: number;
    classifications?: { intent: string; score: number }[];
  }
  export class Nlp {
    constructor(settings: {
      container: Container;
      autoSave?: boolean;
      nlu?: { log?: boolean };
      forceNER?: boolean;
    });
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<void>;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}

declare module '@nlpjs/lang-es' {
  export const LangEs: unknown;
}
