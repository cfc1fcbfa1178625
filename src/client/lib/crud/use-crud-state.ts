import { useRef, useState } from 'react';

/**
 * Which item a screen edits (`'new'` for an addition) and which it asks to delete, with the
 * buttons that opened them so focus can go back there when the dialog closes.
 */
export function useCrudState<T>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const remember = (target: EventTarget | null) => {
    opener.current = target instanceof HTMLElement ? target : null;
  };

  return {
    editing,
    deleting,
    busy,
    setBusy,
    opener,
    startAdd: (target: EventTarget | null) => {
      remember(target);
      setEditing('new');
    },
    startEdit: (item: T, target: EventTarget | null) => {
      remember(target);
      setEditing(item);
    },
    startDelete: (item: T, target: EventTarget | null) => {
      remember(target);
      setDeleting(item);
    },
    closeEdit: () => setEditing(null),
    closeDelete: () => setDeleting(null),
  };
}
