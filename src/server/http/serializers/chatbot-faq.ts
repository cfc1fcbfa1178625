import type { ChatbotFaqRecord } from '@shared/api/content';
import type { FaqRow } from '@server/db/queries/chatbot-faqs';

/** The wire form of a chatbot FAQ entry (GET /api/chatbot-faqs and the offline mirror's sync). */
export function faqJson(row: FaqRow): ChatbotFaqRecord {
  return {
    id: row.id,
    question: row.question,
    questionEs: row.questionEs,
    answer: row.answer,
    answerEs: row.answerEs,
    keywords: row.keywords,
    rev: row.rev,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
