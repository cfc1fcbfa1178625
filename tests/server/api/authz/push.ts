import type { MatrixRow } from './types';

/** The push routes of issue #8. */
export const pushRows: MatrixRow[] = [];
