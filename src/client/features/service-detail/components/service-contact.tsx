import { Trans, useLingui } from '@lingui/react/macro';
import type { ServiceRecord } from '@shared/sync/protocol';
import { mailtoHref, telHref } from '@client/lib/contact-links';
import { websiteHref } from '../lib/links';
import { socialHref } from '../lib/social-links';

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Phone, email, website and social links, each only when the service has it. */
export function ServiceContact({ service }: { service: ServiceRecord }) {
  const { t } = useLingui();
  const phone = telHref(service.phone);
  const email = mailtoHref(service.contactEmail);
  const website = websiteHref(service.website);
  const social = [
    { key: 'facebook', label: t`Facebook`, href: socialHref('facebook', service.facebook) },
    { key: 'twitter', label: t`Twitter`, href: socialHref('twitter', service.twitter) },
    { key: 'instagram', label: t`Instagram`, href: socialHref('instagram', service.instagram) },
    { key: 'youtube', label: t`YouTube`, href: socialHref('youtube', service.youtube) },
  ].filter((link) => link.href);
  if (!phone && !email && !website && social.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby="service-contact-title">
      <h2 id="service-contact-title" className="detail-section__title">
        <Trans>Contact</Trans>
      </h2>
      <dl className="detail-facts">
        {phone && (
          <div className="detail-facts__row">
            <dt>{t`Phone`}</dt>
            <dd>
              <a className="detail-link" href={phone}>
                {service.phone}
              </a>
            </dd>
          </div>
        )}
        {email && (
          <div className="detail-facts__row">
            <dt>{t`Email`}</dt>
            <dd>
              <a className="detail-link" href={email}>
                {service.contactEmail}
              </a>
            </dd>
          </div>
        )}
        {website && (
          <div className="detail-facts__row">
            <dt>{t`Website`}</dt>
            <dd>
              <a className="detail-link" href={website} {...EXTERNAL}>
                {service.website}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {social.length > 0 && (
        <ul className="detail-social" aria-label={t`Social media`}>
          {social.map((link) => (
            <li key={link.key}>
              <a className="button button--secondary" href={link.href ?? undefined} {...EXTERNAL}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
