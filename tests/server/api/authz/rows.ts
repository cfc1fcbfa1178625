import { foundationRows } from './foundation';
import type { MatrixRow } from './types';

/** Every route group adds its rows here; the matrix test fails for any route left out. */
export const matrixRows: MatrixRow[] = [...foundationRows];
