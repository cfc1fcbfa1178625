import { Trans } from '@lingui/react/macro';
import type { ChatEntry } from '../store';
import { BotPayload } from './bot-payload';
import { BotText } from './bot-text';
import { ChatNote } from './chat-note';
import { QuickReplies } from './quick-replies';

interface Props {
  entry: ChatEntry;
  onPick: (payload: string) => void;
  pending: boolean;
}

/** One line of the conversation, with who said it for screen readers. */
export function ChatEntryView({ entry, onPick, pending }: Props) {
  if (entry.from === 'person')
    return (
      <div className="chat-entry chat-entry--person">
        <p className="chat-bubble chat-bubble--person">
          <span className="visually-hidden">
            <Trans>You said:</Trans>{' '}
          </span>
          {entry.text}
        </p>
      </div>
    );
  if (entry.from === 'note')
    return (
      <div className="chat-entry chat-entry--note">
        <ChatNote note={entry.note} />
      </div>
    );
  const message = entry.message;
  return (
    <div className="chat-entry chat-entry--bot">
      {message.type === 'text' ? <BotText message={message} /> : null}
      {message.type === 'quickReplies' ? (
        <QuickReplies message={message} onPick={onPick} disabled={pending} />
      ) : null}
      {message.type === 'payload' ? <BotPayload message={message} /> : null}
    </div>
  );
}
