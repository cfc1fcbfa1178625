import { useEffect, useState } from 'react';
import { fetchAttachment, type LoadedAttachment } from '../lib/fetch-attachment';

export type AttachmentState =
  { status: 'loading' } | { status: 'failed' } | ({ status: 'ready' } & LoadedAttachment);

/** Loads one attachment as an object URL for as long as the item is on screen. */
export function useAttachmentUrl(id: string): AttachmentState {
  const [state, setState] = useState<AttachmentState>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    fetchAttachment(id, abort.signal).then(
      (loaded) => {
        url = loaded.url;
        if (abort.signal.aborted) URL.revokeObjectURL(loaded.url);
        else setState({ status: 'ready', ...loaded });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Could not load an attachment', error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      abort.abort();
      // Frees the bytes once the item leaves the screen.
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return state;
}
