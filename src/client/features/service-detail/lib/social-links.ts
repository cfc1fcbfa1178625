// Social links of a service (docs/spec/product-spec.md §2). Providers type either a whole address
// ('https://www.facebook.com/harbor', 'instagram.com/harbor') or only their handle ('@harbor',
// 'harbor'); a handle alone is not a link, so it is placed on the network's own site.
import { withScheme } from '@shared/validation/text';

export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Where a handle lives on each network. */
const PROFILE_BASE: Record<SocialNetwork, string> = {
  facebook: 'https://www.facebook.com/',
  twitter: 'https://twitter.com/',
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/@',
};

// Letters, digits, '.', '_' and '-' are what the four networks allow in a handle.
const HANDLE = /^@?([\p{L}\p{N}._-]+)$/u;
// Only web pages open from a listing: a typed 'javascript://…' must never become a live link.
const WEB = /^https?:\/\//i;

/**
 * The address to open for a social value, or null when there is nothing to link. A value with a
 * ':' or a '/', or starting with 'www.', is an address (http:// is added when it has no scheme,
 * §5); otherwise it is read as a handle.
 */
export function socialHref(
  network: SocialNetwork,
  value: string | null | undefined,
): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return null;
  if (/[:/]/.test(trimmed) || /^www\./i.test(trimmed)) {
    const href = withScheme(trimmed);
    return WEB.test(href) ? href : null;
  }
  const handle = HANDLE.exec(trimmed)?.[1];
  return handle ? `${PROFILE_BASE[network]}${encodeURIComponent(handle)}` : null;
}
