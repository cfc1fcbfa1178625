import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type RefObject } from 'react';

interface Props {
  onSend: (text: string) => void;
  pending: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** A labelled field and Send; Enter sends, and the focus stays in the field for the next question. */
export function ChatForm({ onSend, pending, inputRef }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const fieldId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || !text.trim()) return;
    onSend(text);
    setText('');
    inputRef.current?.focus();
  };
  return (
    <form className="chat-form" onSubmit={submit}>
      <label htmlFor={fieldId} className="chat-form__label">
        <Trans>Your message</Trans>
      </label>
      <div className="chat-form__row">
        <input
          ref={inputRef}
          id={fieldId}
          type="text"
          className="chat-form__input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={265}
          autoComplete="off"
          enterKeyHint="send"
          placeholder={t`For example: shelters near Denver`}
        />
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={pending || undefined}
        >
          <Trans>Send</Trans>
        </button>
      </div>
    </form>
  );
}
