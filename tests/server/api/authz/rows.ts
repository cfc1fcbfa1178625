import { authUsersRows } from './auth-users';
import { contentRows } from './content';
import { foundationRows } from './foundation';
import { servicesRows } from './services';
import type { MatrixRow } from './types';

/** Every route group adds its rows here; the matrix test fails for any route left out. */
export const matrixRows: MatrixRow[] = [
  ...foundationRows,
  ...servicesRows,
  ...authUsersRows,
  ...contentRows,
];
