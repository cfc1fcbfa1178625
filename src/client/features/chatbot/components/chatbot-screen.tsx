import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useRef } from 'react';
import { usePageTitle } from '@client/lib/use-page-title';
import { useSendQuestion } from '../hooks/use-send-question';
import { useChatStore } from '../store';
import { ChatForm } from './chat-form';
import { ChatLog } from './chat-log';
import { FaqSection } from './faq-section';

/** /chatbot: the conversation, then the questions and answers (docs/spec/product-spec.md §2 "chatbot and FAQ"). */
export function ChatbotScreen() {
  const { t } = useLingui();
  const title = t`Chat with Refugio`;
  usePageTitle(title);
  const entries = useChatStore((state) => state.entries);
  const pending = useChatStore((state) => state.pending);
  const send = useSendQuestion();
  const inputRef = useRef<HTMLInputElement>(null);
  const chatHeadingId = useId();
  const onPick = useCallback(
    (payload: string) => {
      void send(payload);
      inputRef.current?.focus();
    },
    [send],
  );

  return (
    <div className="page chatbot">
      <h1 className="page__title">{title}</h1>
      <section className="chatbot__chat" aria-labelledby={chatHeadingId}>
        <h2 id={chatHeadingId} className="visually-hidden">
          <Trans>Conversation</Trans>
        </h2>
        <ChatLog entries={entries} pending={pending} onPick={onPick} />
        <ChatForm onSend={(text) => void send(text)} pending={pending} inputRef={inputRef} />
      </section>
      <FaqSection />
    </div>
  );
}
