import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

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

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('input, textarea, select, button')?.focus();
    const opener = returnFocusTo.current;
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [open, returnFocusTo]);

  return (
    // The keydown handler is the Escape fallback where the native 'cancel' event does not exist.
    <dialog
      ref={ref}
      className="form-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A browser may close it without a cancellable 'cancel' (Escape pressed twice): follow it.
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h2 id={titleId} className="form-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
