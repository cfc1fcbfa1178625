import { useEffect, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';

/**
 * What every modal <dialog> of the app does while `open`: showModal() (the rest of the page turns
 * inert, so focus stays inside), focus on `initialFocus`'s element, and on close, focus back on the
 * opener. Where showModal is missing (old Safari, jsdom) the dialog still opens, non-modal. When
 * `initialFocus` finds nothing yet (a lazily loaded body), it is asked again as the dialog's
 * content changes, until it finds an element.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  returnFocusTo: RefObject<HTMLElement | null>,
  initialFocus: (dialog: HTMLDialogElement) => HTMLElement | null,
): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const focusInitial = () => {
      const target = initialFocus(dialog);
      target?.focus();
      return target !== null;
    };
    const waiting = focusInitial()
      ? null
      : new MutationObserver(() => {
          if (focusInitial()) waiting?.disconnect();
        });
    waiting?.observe(dialog, { childList: true, subtree: true });
    const opener = returnFocusTo.current;
    return () => {
      waiting?.disconnect();
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
    // initialFocus is read once per opening: a caller's inline function must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, open, returnFocusTo]);
}

/**
 * Escape closes the dialog: the native 'cancel' event is turned into `onClose` (so React state,
 * not the browser, closes it), with a keydown fallback where 'cancel' does not exist.
 */
export function closeOnEscape(onClose: () => void) {
  return {
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key === 'Escape') onClose();
    },
  };
}
