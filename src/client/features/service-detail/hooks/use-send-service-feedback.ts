import { useLingui } from '@lingui/react/macro';
import { showLocalWriteError } from '@client/lib/local-write-error';
import { showToast } from '@client/lib/toast-store';
import { queueServiceFeedback } from '@client/sync/queue-feedback';

/** Queues a service feedback and tells the person what happened; true when it was queued. */
export function useSendServiceFeedback(userId: string | null) {
  const { t, i18n } = useLingui();
  return async (fields: Record<string, string>): Promise<boolean> => {
    try {
      const state = await queueServiceFeedback(fields, userId);
      showToast(
        state === 'online'
          ? t`Feedback Sent Successfully`
          : t`Saved. Your feedback will be sent when you are back online.`,
      );
      return true;
    } catch (error) {
      console.error('Could not queue a service feedback', error);
      showLocalWriteError(
        i18n,
        error,
        t`Your feedback could not be saved on this device. Please try again.`,
      );
      return false;
    }
  };
}
