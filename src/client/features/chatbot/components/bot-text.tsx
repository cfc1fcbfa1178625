import { useLingui } from '@lingui/react/macro';
import type { BotMessage } from '@shared/chatbot/messages';
import { databaseText, phraseText } from '../lib/phrase-text';

type TextMessage = Extract<BotMessage, { type: 'text' }>;

/**
 * A bot sentence: database text (an FAQ answer) in the UI language when it has one, else the
 * engine's phrase through the catalogs. The crisis lead stands out (docs/chatbot-page.md: it leads the reply).
 */
export function BotText({ message }: { message: TextMessage }) {
  const { i18n } = useLingui();
  // `text` without `en` is the words the server adds for the original clients: the phrase is said
  // through the catalogs instead.
  if (message.text && 'en' in message.text) {
    const shown = databaseText(message.text, i18n.locale);
    return (
      <p className="chat-bubble chat-bubble--bot" lang={shown.lang}>
        {shown.text}
      </p>
    );
  }
  const crisis = message.key === 'crisisLead';
  return (
    <p className={`chat-bubble chat-bubble--bot${crisis ? ' chat-bubble--crisis' : ''}`}>
      {phraseText(i18n, message.key, message.params)}
    </p>
  );
}
