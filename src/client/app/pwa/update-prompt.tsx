import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useUpdateStore } from './update-store';

/** A polite banner (role=status) offering the waiting version; it never steals focus. */
export function UpdatePrompt() {
  const waiting = useUpdateStore((state) => state.waiting);
  const apply = useUpdateStore((state) => state.apply);
  const dismiss = useUpdateStore((state) => state.dismiss);
  const [updating, setUpdating] = useState(false);

  const update = () => {
    if (!apply) return;
    setUpdating(true);
    apply().catch((error: unknown) => {
      console.error('Could not activate the new version', error);
      setUpdating(false);
    });
  };

  return (
    <div className="update-prompt-region" role="status" aria-live="polite">
      {waiting && (
        <div className="update-prompt">
          <p className="update-prompt__text">
            <Trans>A new version is available.</Trans>
          </p>
          <div className="update-prompt__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={update}
              disabled={updating}
            >
              {updating ? <Trans>Updating…</Trans> : <Trans>Update</Trans>}
            </button>
            <button type="button" className="button button--secondary" onClick={dismiss}>
              <Trans>Later</Trans>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
