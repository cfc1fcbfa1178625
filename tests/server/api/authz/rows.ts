import { authUsersRows } from './auth-users';
import { chatbotRows } from './chatbot';
import { contentRows } from './content';
import { foundationRows } from './foundation';
import { hsdsRows } from './hsds';
import { pushRows } from './push';
import { servicesRows } from './services';
import { socialRows } from './social';
import { translationRows } from './translation';
import type { MatrixRow } from './types';

/** Every route group adds its rows here; the matrix test fails for any route left out. */
export const matrixRows: MatrixRow[] = [
  ...foundationRows,
  ...servicesRows,
  ...authUsersRows,
  ...contentRows,
  ...chatbotRows,
  ...translationRows,
  ...pushRows,
  ...socialRows,
  ...hsdsRows,
];
