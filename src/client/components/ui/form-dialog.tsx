import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { closeOnEscape, useModalDialog } from './use-modal-dialog';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Where focus goes back when the dialog closes (the button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal <dialog>: focus moves to its first field when it opens and back to the opener when it
 * closes; Escape closes it. The children stay mounted while it is closed, so a draft survives
 * Cancel. Without showModal (old Safari, jsdom) it still opens, as a non-modal dialog.
 */
export function FormDialog({ open, onClose, title, returnFocusTo, children }: FormDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useModalDialog(ref, open, returnFocusTo, (dialog) =>
    dialog.querySelector<HTMLElement>('input, textarea, select, button'),
  );

  return (
    <dialog
      ref={ref}
      className="form-dialog"
      aria-labelledby={titleId}
      {...closeOnEscape(onClose)}
      // A browser may close it without a cancellable 'cancel' (Escape pressed twice): follow it.
      onClose={onClose}
    >
      <h2 id={titleId} className="form-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
