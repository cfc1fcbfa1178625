import { markAccessed } from '../../lib/first-visit';

/** product-spec §2 /introduce: agreeing sets the 'already accessed' cookie. */
export function acceptTerms(): void {
  markAccessed();
}
