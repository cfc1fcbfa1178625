import { useEffect, useId, useRef } from 'react';

/** Where focus should land once the list has re-rendered. */
export type FocusTarget = { kind: 'add' } | { kind: 'edit'; index: number };

/**
 * Focus after a change of the list (Save, Cancel, Delete). The element to focus may only exist
 * after the next render (the Add button comes back when the entry editor closes), so the request
 * waits in a ref and an effect carries it out after the render. Buttons are found by id.
 */
export function useFocusRequest() {
  const prefix = useId();
  const pending = useRef<FocusTarget | null>(null);
  const addId = `${prefix}-add`;
  const editId = (index: number) => `${prefix}-edit-${index}`;

  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const id = target.kind === 'add' ? addId : editId(target.index);
    (document.getElementById(id) ?? document.getElementById(addId))?.focus();
  });

  const request = (target: FocusTarget) => {
    pending.current = target;
  };

  return { request, addId, editId };
}
