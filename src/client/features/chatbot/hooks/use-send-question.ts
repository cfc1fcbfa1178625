import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { BotLanguage } from '@shared/chatbot/messages';
import { ApiError, NetworkError } from '@client/lib/api-errors';
import { useLocationStore } from '@client/lib/location-store';
import { askOffline } from '../lib/ask-offline';
import { askOnline } from '../lib/ask-online';
import { chatToken } from '../lib/chat-token';
import { useChatStore } from '../store';

/** Whether the device should answer: no connection, or the server failed (not a refusal). */
function answerLocally(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

/**
 * Sends a question: to the server when online, else to the engine in the page over the mirror
 * (docs/chatbot-page.md, offline), saying so in the conversation.
 */
export function useSendQuestion(): (query: string) => Promise<void> {
  const { i18n } = useLingui();
  const language: BotLanguage = i18n.locale === 'es' ? 'es' : 'en';
  return useCallback(
    async (raw: string) => {
      const query = raw.trim();
      const store = useChatStore.getState();
      if (!query || store.pending) return;
      store.append([{ from: 'person', text: query }]);
      store.setPending(true);
      const { location, placeName } = useLocationStore.getState();
      try {
        const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
        let failure: unknown = offline ? new NetworkError('offline') : null;
        if (!offline) {
          try {
            const messages = await askOnline({
              query,
              chatToken: chatToken(),
              userTimezone: new Date().getTimezoneOffset(),
              // docs/spec/api-contract.md §5.1: the bot's coordinate is 'lat|lng', reversed from the services'.
              coordinate: location ? `${location.lat}|${location.lng}` : undefined,
              location: placeName ?? undefined,
              language,
            });
            store.append(messages.map((message) => ({ from: 'bot' as const, message })));
            return;
          } catch (error) {
            failure = error;
          }
        }
        if (!answerLocally(failure)) throw failure;
        const answer = await askOffline(
          { query, language, near: location, location: placeName ?? undefined, now: new Date() },
          useChatStore.getState().localContext,
        );
        store.setLocalContext(answer.context);
        store.append([
          { from: 'note', note: failure instanceof NetworkError ? 'offline' : 'unreachable' },
          ...answer.messages.map((message) => ({ from: 'bot' as const, message })),
        ]);
      } catch (error) {
        console.error('chatbot: no answer', error);
        store.append([{ from: 'note', note: 'error' }]);
      } finally {
        useChatStore.getState().setPending(false);
      }
    },
    [language],
  );
}
