import { Trans, useLingui } from '@lingui/react/macro';
import type { ServiceRecord } from '@shared/sync/protocol';
import { audienceOf, CATEGORY_LABELS } from '@client/lib/audience-labels';

/** Who the service is for: categories, age group, pets and low barrier. */
export function ServiceAudience({ service, age }: { service: ServiceRecord; age: string }) {
  const { t, i18n } = useLingui();
  const audience = audienceOf(service.category);
  const yes = t`Yes`;
  const no = t`No`;
  return (
    <section className="detail-section" aria-labelledby="service-audience-title">
      <h2 id="service-audience-title" className="detail-section__title">
        <Trans>Who it serves</Trans>
      </h2>
      <dl className="detail-facts">
        {audience.length > 0 && (
          <div className="detail-facts__row">
            <dt>{t`Categories`}</dt>
            <dd>{audience.map((c) => i18n._(CATEGORY_LABELS[c])).join(', ')}</dd>
          </div>
        )}
        {age && (
          <div className="detail-facts__row">
            <dt>{t`Age group`}</dt>
            <dd>{age}</dd>
          </div>
        )}
        <div className="detail-facts__row">
          <dt>{t`Pets allowed`}</dt>
          <dd>{service.isAllowedPet ? yes : no}</dd>
        </div>
        <div className="detail-facts__row">
          <dt>{t`Low barrier`}</dt>
          <dd>{service.isLowBarrier ? yes : no}</dd>
        </div>
      </dl>
    </section>
  );
}
