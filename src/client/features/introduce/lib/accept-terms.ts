import { markAccessed } from '@client/lib/first-visit';

/** docs/spec/product-spec.md §2 /introduce: agreeing sets the 'already accessed' cookie. */
export function acceptTerms(): void {
  markAccessed();
}
