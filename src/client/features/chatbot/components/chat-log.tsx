import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { INTRO_MESSAGES } from '../lib/intro';
import type { ChatEntry } from '../store';
import { ChatEntryView } from './chat-entry-view';

interface Props {
  entries: ChatEntry[];
  pending: boolean;
  onPick: (payload: string) => void;
}

/**
 * The conversation as a live log (role="log" is polite): screen readers read each new line as it
 * arrives, without moving the focus from the field.
 */
export function ChatLog({ entries, pending, onPick }: Props) {
  const { t } = useLingui();
  const end = useRef<HTMLDivElement>(null);
  const count = entries.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  return (
    <div className="chat-log" role="log" aria-live="polite" aria-label={t`Conversation`}>
      {INTRO_MESSAGES.map((message, index) => (
        <ChatEntryView
          key={`intro-${index}`}
          entry={{ id: -1 - index, from: 'bot', message }}
          onPick={onPick}
          pending={pending}
        />
      ))}
      {entries.map((entry) => (
        <ChatEntryView key={entry.id} entry={entry} onPick={onPick} pending={pending} />
      ))}
      {pending ? (
        <p className="chat-note">
          <Trans>Looking for an answer…</Trans>
        </p>
      ) : null}
      <div ref={end} />
    </div>
  );
}
