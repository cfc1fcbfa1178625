import { Trans, useLingui } from '@lingui/react/macro';
import { useAttachmentUrl } from '../hooks/use-attachment-url';

/**
 * One attachment, fetched with the token: images inline (a link opens them full size), PDFs and
 * anything else as a link that opens the file.
 */
export function FeedbackAttachment({ id, number }: { id: string; number: number }) {
  const { t } = useLingui();
  const file = useAttachmentUrl(id);

  if (file.status === 'loading') {
    return (
      <li className="feedback-item__file">
        <Trans>Loading attachment {number}…</Trans>
      </li>
    );
  }
  if (file.status === 'failed') {
    return (
      <li className="feedback-item__file">
        <Trans>Attachment {number} could not be loaded.</Trans>
      </li>
    );
  }
  const isImage = file.type.startsWith('image/');
  return (
    <li className="feedback-item__file">
      <a href={file.url} target="_blank" rel="noopener noreferrer">
        {isImage ? (
          <img
            className="feedback-item__thumb"
            src={file.url}
            alt={t`Attachment ${number} (image)`}
          />
        ) : file.type === 'application/pdf' ? (
          t`Attachment ${number} (PDF)`
        ) : (
          t`Attachment ${number}`
        )}
      </a>
    </li>
  );
}
