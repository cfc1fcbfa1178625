import { Trans, useLingui } from '@lingui/react/macro';
import { ATTACHMENT_TYPES } from '@shared/validation/feedback';

interface AttachmentFieldProps {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Already translated. */
  error?: string;
  /** Changes after a send, so the browser's file input is emptied too. */
  resetKey: number;
}

/** One optional image or PDF sent with the feedback. */
export function AttachmentField({ id, file, onChange, error, resetKey }: AttachmentFieldProps) {
  const { t } = useLingui();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const fileName = file?.name ?? '';
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        <Trans>Attachment (optional)</Trans>
      </label>
      <p id={hintId} className="form-field__hint">
        <Trans>An image (PNG, JPEG, WebP or GIF) or a PDF, up to 5 MB.</Trans>
      </p>
      <input
        key={resetKey}
        id={id}
        type="file"
        className="form-field__file"
        accept={ATTACHMENT_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {file && (
        <button
          type="button"
          className="button button--secondary"
          aria-label={t`Remove the attachment ${fileName}`}
          onClick={() => onChange(null)}
        >
          <Trans>Remove attachment</Trans>
        </button>
      )}
    </div>
  );
}
