/** What happened to a share: the system sheet took it, the link was copied, or neither. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/**
 * The Web Share API where the browser has it (phones), else the link copied to the clipboard.
 * A person closing the share sheet is not an error (AbortError). A sheet the browser refuses
 * (NotAllowedError, or data it cannot share) falls back to the clipboard.
 */
export async function shareLink(
  data: ShareData,
  nav: Navigator = navigator,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      console.warn('The share sheet failed; copying the link instead', error);
    }
  }
  try {
    if (!nav.clipboard?.writeText) return 'failed';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch (error) {
    console.error('Could not copy the link', error);
    return 'failed';
  }
}
