import { useLingui } from '@lingui/react/macro';
import type { BotMessage } from '@shared/chatbot/messages';
import { phraseText } from '../lib/phrase-text';

type QuickRepliesMessage = Extract<BotMessage, { type: 'quickReplies' }>;

interface Props {
  message: QuickRepliesMessage;
  onPick: (payload: string) => void;
  disabled: boolean;
}

/** The question and its answers as buttons: pressing one sends its payload as the next query. */
export function QuickReplies({ message, onPick, disabled }: Props) {
  const { i18n } = useLingui();
  const question = phraseText(i18n, message.key, message.params);
  return (
    <div className="chat-quick" role="group" aria-label={question}>
      <p className="chat-bubble chat-bubble--bot">{question}</p>
      <div className="chat-quick__buttons">
        {message.quickReplies.map((reply) => (
          <button
            key={`${reply.key}:${reply.payload}`}
            type="button"
            className="button button--secondary chat-quick__button"
            aria-disabled={disabled || undefined}
            onClick={() => {
              if (!disabled) onPick(reply.payload);
            }}
          >
            {phraseText(i18n, reply.key, reply.params)}
          </button>
        ))}
      </div>
    </div>
  );
}
