const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The address deletion requests go to (docs/spec/product-spec.md §2 /account-deletion-policy), set per
 * installation at build time. Neither the server config nor the seed holds a public contact
 * address, so without VITE_CONTACT_EMAIL the policy points to the feedback form instead.
 */
export function contactEmail(raw: unknown = import.meta.env.VITE_CONTACT_EMAIL): string | null {
  return typeof raw === 'string' && EMAIL.test(raw.trim()) ? raw.trim() : null;
}
