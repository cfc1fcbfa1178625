const CHAT_TOKEN_KEY = 'refugio.chatToken';

function newToken(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The conversation's token (docs/spec/api-contract.md §5.1 chatToken): one per browser session, so the server's
 * context ("Yes" for more) follows the person across screens and is gone with the tab. Storage may
 * be unavailable (private modes): then every page load is a new conversation.
 */
export function chatToken(): string {
  try {
    const kept = sessionStorage.getItem(CHAT_TOKEN_KEY);
    if (kept) return kept;
    const token = newToken();
    sessionStorage.setItem(CHAT_TOKEN_KEY, token);
    return token;
  } catch {
    return newToken();
  }
}
