import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { ModalDialog } from '@client/components/ui/modal-dialog';

// The form and its zod schemas load when the dialog first opens: they are not part of home's start.
const AppFeedbackForm = lazy(() =>
  import('@client/components/feedback/app-feedback-form').then((m) => ({
    default: m.AppFeedbackForm,
  })),
);

/**
 * Home's 'Give feedback' button and its dialog with the app feedback form
 * (docs/spec/product-spec.md §2). The button shows at the end of the list only; the dialog stays
 * mounted when a sync moves that end (more listings, a list being read again), so an open dialog
 * keeps what was typed in it (docs/screens.md "A draft outlives the sync").
 */
export function FeedbackEntry({
  userId,
  atListEnd,
}: {
  userId: string | null;
  atListEnd: boolean;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      {atListEnd && (
        <div className="home__feedback">
          <button
            ref={opener}
            type="button"
            className="button button--secondary home-feedback"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            <Trans>Give feedback</Trans>
          </button>
        </div>
      )}
      <ModalDialog open={open} onClose={close} title={t`Feedback`} returnFocusTo={opener}>
        <Suspense
          fallback={
            <p role="status">
              <Trans>Loading…</Trans>
            </p>
          }
        >
          <AppFeedbackForm userId={userId} onSent={close} />
        </Suspense>
      </ModalDialog>
    </>
  );
}
