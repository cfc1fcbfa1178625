import { Trans } from '@lingui/react/macro';
import type { ChatEntry } from '../store';

type Note = Extract<ChatEntry, { from: 'note' }>['note'];

/** What the app says about an answer: where it came from, or that none came. */
export function ChatNote({ note }: { note: Note }) {
  return (
    <p className={`chat-note chat-note--${note}`}>
      {note === 'offline' ? (
        <Trans>You are offline. This answer comes from the listings saved on this device.</Trans>
      ) : note === 'unreachable' ? (
        <Trans>
          The chatbot could not be reached. This answer comes from the listings saved on this
          device.
        </Trans>
      ) : (
        <Trans>Sorry, something went wrong. Please try again.</Trans>
      )}
    </p>
  );
}
