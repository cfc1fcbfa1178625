import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from '@client/lib/router';
import type { Feedback } from '../api';
import { FeedbackActions } from './feedback-actions';
import { FeedbackAttachment } from './feedback-attachment';

interface FeedbackItemProps {
  feedback: Feedback;
  /** From the public mirror; undefined when this device does not hold the service. */
  serviceName: string | undefined;
  servicePathOf: (id: string) => string;
  onGone: () => void;
}

/** One feedback: what it is about, the message, who sent it, when, its files and the actions. */
export function FeedbackItem({ feedback, serviceName, servicePathOf, onGone }: FeedbackItemProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { name, email, phone, service, files } = feedback;
  const sentAt = i18n.date(feedback.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  const serviceLabel = serviceName ?? feedback.subject;

  return (
    <li className="feedback-item">
      <article aria-labelledby={headingId}>
        <p className="feedback-item__type">
          {feedback.type === 'APP' ? t`App feedback` : t`Service feedback`}
        </p>
        <h2 id={headingId} className="feedback-item__subject">
          {feedback.subject}
        </h2>
        {service && (
          <p className="feedback-item__service">
            <Trans>Service:</Trans> <Link to={servicePathOf(service)}>{serviceLabel}</Link>
          </p>
        )}
        <p className="feedback-item__message">{feedback.message}</p>
        <dl className="feedback-item__meta">
          {name && (
            <div>
              <dt>
                <Trans>Name</Trans>
              </dt>
              <dd>{name}</dd>
            </div>
          )}
          {email && (
            <div>
              <dt>
                <Trans>Email</Trans>
              </dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
          )}
          {phone && (
            <div>
              <dt>
                <Trans>Phone</Trans>
              </dt>
              <dd>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </dd>
            </div>
          )}
          <div>
            <dt>
              <Trans>Sent</Trans>
            </dt>
            <dd>
              <time dateTime={feedback.createdAt}>{sentAt}</time>
            </dd>
          </div>
        </dl>
        {files.length > 0 && (
          <ul className="feedback-item__files" aria-label={t`Attachments`}>
            {files.map((id, index) => (
              <FeedbackAttachment key={id} id={id} number={index + 1} />
            ))}
          </ul>
        )}
        <FeedbackActions feedback={feedback} onGone={onGone} />
      </article>
    </li>
  );
}
