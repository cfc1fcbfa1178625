import { Trans } from '@lingui/react/macro';

/** What the Connect and Report forms of the service dialogs are given. */
export interface ServiceFeedbackFormProps {
  serviceId: string;
  serviceName: string;
  userId: string | null;
  onDone: () => void;
  onCancel: () => void;
}

/** Cancel / SEND of the service dialogs (docs/spec/forms-and-messages.md D.3). */
export function FormActions({ onCancel, busy }: { onCancel: () => void; busy: boolean }) {
  return (
    <div className="form-dialog__actions">
      <button type="button" className="button button--secondary" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
      <button type="submit" className="button button--primary" disabled={busy}>
        <Trans>Send</Trans>
      </button>
    </div>
  );
}
