/** The main landmark's id: the skip link's target. */
export const MAIN_ID = 'main-content';
