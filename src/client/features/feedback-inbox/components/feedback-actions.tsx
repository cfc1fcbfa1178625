import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { ApiError, NetworkError } from '@client/lib/api-errors';
import { queryKeys } from '@client/lib/query/query-keys';
import { showToast } from '@client/lib/toast-store';
import { archiveFeedback, deleteFeedback, type Feedback } from '../api';

type Action = 'archive' | 'delete';

interface FeedbackActionsProps {
  feedback: Feedback;
  /** After the change and the lists' refetch: the item has left this tab. */
  onGone: () => void;
}

/**
 * Archive (not for archived items; worded 'Move to archive' so the verb and the 'Archive' tab, a
 * noun, can be translated apart) and Delete, each confirmed first (docs/spec/product-spec.md §4). */
export function FeedbackActions({ feedback, onGone }: FeedbackActionsProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<Action | null>(null);
  const change = useMutation({
    mutationFn: (action: Action) =>
      (action === 'archive' ? archiveFeedback : deleteFeedback)(feedback.id),
    // An archive moves it between tabs: every feedback list is refetched.
    meta: { invalidates: [queryKeys.feedbacks.all] },
  });
  const archiveButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const subject = feedback.subject;

  const run = async (action: Action) => {
    try {
      await change.mutateAsync(action);
      showToast(
        action === 'archive'
          ? t`This feedback was archived successfully!`
          : t`This feedback was deleted successfully!`,
      );
      onGone();
    } catch (error) {
      // docs/spec/product-spec.md §4 only logs failures; docs/spec/conventions.md asks for a message a person can act on.
      console.error(`Could not ${action} a feedback`, error);
      showToast(
        error instanceof NetworkError
          ? t`Can not connect to server. Please check your network.`
          : error instanceof ApiError && error.status === 404
            ? t`This feedback no longer exists.`
            : action === 'archive'
              ? t`The feedback could not be archived. Please try again.`
              : t`The feedback could not be deleted. Please try again.`,
        'error',
      );
      setAsking(null);
    }
  };

  return (
    <div className="feedback-item__actions">
      {!feedback.isArchive && (
        <button
          ref={archiveButton}
          type="button"
          className="button button--secondary"
          aria-haspopup="dialog"
          aria-label={t`Move ${subject} to archive`}
          onClick={() => setAsking('archive')}
        >
          <Trans>Move to archive</Trans>
        </button>
      )}
      <button
        ref={deleteButton}
        type="button"
        className="button button--danger"
        aria-haspopup="dialog"
        aria-label={t`Delete ${subject}`}
        onClick={() => setAsking('delete')}
      >
        <Trans>Delete</Trans>
      </button>
      <ConfirmDialog
        open={asking !== null}
        question={
          asking === 'archive'
            ? t`Do you want to archive this Feedback?`
            : t`Do you want to delete this Feedback?`
        }
        confirmLabel={asking === 'archive' ? t`Move to archive` : t`Delete`}
        busy={change.isPending}
        returnFocusTo={asking === 'archive' ? archiveButton : deleteButton}
        onConfirm={() => {
          if (asking) void run(asking);
        }}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
