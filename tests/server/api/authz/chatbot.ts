import type { MatrixRow } from './types';

/** The chatbot routes of issue #8. */
export const chatbotRows: MatrixRow[] = [];
