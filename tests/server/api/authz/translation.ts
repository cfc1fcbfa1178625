import type { MatrixRow } from './types';

/** The translation routes of issue #8. */
export const translationRows: MatrixRow[] = [];
