import { Trans } from '@lingui/react/macro';
import { useId, useRef, type RefObject } from 'react';
import { closeOnEscape, useModalDialog } from './use-modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  question: string;
  /** The word of the confirming button ('Delete'). */
  confirmLabel: string;
  busy: boolean;
  /** Where focus goes back on close: the opener (Safari does not focus a clicked button). */
  returnFocusTo: RefObject<HTMLElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal yes/no question. Focus starts on Cancel, the safe answer, and goes back to the opener
 * when it closes; Escape cancels. Without showModal (jsdom, old Safari) it opens non-modal.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, question, confirmLabel, busy, returnFocusTo, onConfirm, onCancel } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  useModalDialog(ref, open, returnFocusTo, () => cancelRef.current);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={questionId}
      {...closeOnEscape(onCancel)}
    >
      <p id={questionId} className="confirm-dialog__question">
        {question}
      </p>
      <div className="confirm-dialog__actions">
        <button
          ref={cancelRef}
          type="button"
          className="button button--secondary"
          onClick={onCancel}
        >
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
