import type { MatrixRow } from './types';

/** The social routes of issue #8. */
export const socialRows: MatrixRow[] = [];
