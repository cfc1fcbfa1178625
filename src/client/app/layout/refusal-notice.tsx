import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from '@client/lib/router';
import { useRefusalStore } from '../guards/refusal-store';

/**
 * Says why a signed-in person is on home instead of the screen they opened (docs/screens.md):
 * the route guard sends them here without the right (guards/access.ts). The status region is
 * always in the page, so screen readers announce the words when they appear; they stay until the
 * person closes them or goes to another screen.
 */
export function RefusalNotice() {
  const { t } = useLingui();
  const refusal = useRefusalStore((state) => state.refusal);
  const clear = useRefusalStore((state) => state.clear);
  const { pathname } = useLocation();
  const landedOn = useRef<string | null>(null);

  useEffect(() => {
    if (refusal === null) landedOn.current = null;
    else if (landedOn.current === null) landedOn.current = pathname;
    else if (landedOn.current !== pathname) clear();
  }, [refusal, pathname, clear]);

  return (
    <div className={refusal ? 'refusal-notice' : undefined}>
      <p role="status" className="refusal-notice__text">
        {refusal === 'awaiting-approval' && (
          <Trans>
            Your volunteer account is waiting for approval. Once an administrator or a volunteer
            lead approves it, you can add and manage services.
          </Trans>
        )}
        {refusal === 'no-right' && (
          <Trans>You can’t open that page with this account, so you’re on the home screen.</Trans>
        )}
      </p>
      {refusal && (
        <button
          type="button"
          className="button button--secondary refusal-notice__close"
          aria-label={t`Close this notice`}
          onClick={clear}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
