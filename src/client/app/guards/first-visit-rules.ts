import { PATHS } from '@client/lib/paths';

/**
 * docs/spec/product-spec.md §2 exempts only /introduce and /account-deletion-policy from the first-visit
 * redirect. The introduction asks people to accept terms they must be able to read first, so its
 * link to the terms carries this router state, and the gate lets that one navigation through.
 * Opening /terms_of_use directly on a first visit still redirects, as the spec says.
 */
export const READING_TERMS_STATE = { readingTermsFromIntroduce: true } as const;

const READABLE_BEFORE_ACCEPTING: readonly string[] = [PATHS.termsOfUse];

export function isReadingTermsFromIntroduce(pathname: string, state: unknown): boolean {
  return (
    READABLE_BEFORE_ACCEPTING.includes(pathname) &&
    typeof state === 'object' &&
    state !== null &&
    'readingTermsFromIntroduce' in state &&
    state.readingTermsFromIntroduce === true
  );
}
