import { useLingui } from '@lingui/react/macro';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { closeOnEscape, useModalDialog } from './use-modal-dialog';

const FIRST_FIELD =
  '.modal-dialog__body input, .modal-dialog__body textarea, .modal-dialog__body select';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading and accessible name (already translated). */
  title: string;
  /** Where focus goes back when the dialog closes (the button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * A modal <dialog> with a close button: showModal() makes the rest of the page inert, so focus
 * stays inside; focus moves to its first field when it opens and back to the opener when it
 * closes; Escape closes it. The children are mounted only while open, so nothing hidden is in the
 * page's accessibility tree. Without showModal (old Safari, jsdom) it still opens, non-modal.
 */
export function ModalDialog({ open, onClose, title, returnFocusTo, className, children }: Props) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useModalDialog(ref, open, returnFocusTo, (dialog) =>
    dialog.querySelector<HTMLElement>(FIRST_FIELD),
  );

  return (
    <dialog
      ref={ref}
      className={`modal-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      {...closeOnEscape(onClose)}
      // A browser may close it without a cancellable 'cancel' (Escape pressed twice): follow it.
      onClose={() => {
        if (open) onClose();
      }}
    >
      {open ? (
        <>
          <div className="modal-dialog__header">
            <h2 id={titleId} className="modal-dialog__title">
              {title}
            </h2>
            <button
              type="button"
              className="button button--secondary modal-dialog__close"
              aria-label={t`Close`}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="modal-dialog__body">{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
