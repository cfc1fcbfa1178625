import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FormAlert } from './form-alert';

interface FormFooterProps {
  /** The failed write's reason, already translated; null when there is none. */
  failure: string | null;
  busy: boolean;
  onCancel: () => void;
  /** The submit button's words; Save by default. */
  submitLabel?: ReactNode;
}

/** The end of a content-management form: the failure alert, Cancel, and the submit button. */
export function FormFooter({ failure, busy, onCancel, submitLabel }: FormFooterProps) {
  return (
    <>
      <FormAlert text={failure} />
      <div className="content-admin__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel ?? <Trans>Save</Trans>}
        </button>
      </div>
    </>
  );
}
