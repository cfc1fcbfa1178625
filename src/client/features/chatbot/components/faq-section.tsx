import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { useFaqs } from '../hooks/use-faqs';
import { filterFaqs, showFaq } from '../lib/filter-faqs';
import { FaqItem } from './faq-item';

/** The questions and answers from the offline mirror, with a filter (docs/spec/product-spec.md §2 /chatbot). */
export function FaqSection() {
  const { t, i18n } = useLingui();
  const title = t`Questions and answers`;
  const faqs = useFaqs();
  const [query, setQuery] = useState('');
  const fieldId = useId();
  const headingId = useId();
  const shown = useMemo(
    () => filterFaqs(faqs ?? [], query).map((faq) => showFaq(faq, i18n.locale)),
    [faqs, query, i18n.locale],
  );
  const count = shown.length;

  return (
    <section className="faq" aria-labelledby={headingId}>
      <h2 id={headingId} className="faq__title">
        {title}
      </h2>
      {faqs === undefined && (
        <p className="route-fallback" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {faqs?.length === 0 && (
        <p className="faq__empty" role="status">
          <Trans>
            The questions are not available offline yet. Connect to the internet once and Refugio
            will keep them on this device.
          </Trans>
        </p>
      )}
      {faqs && faqs.length > 0 && (
        <>
          <div className="faq__search">
            <label htmlFor={fieldId} className="faq__label">
              <Trans>Search the questions</Trans>
            </label>
            <input
              id={fieldId}
              type="search"
              className="faq__input"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
          </div>
          <p className="faq__count" role="status">
            <Plural value={count} one="# question" other="# questions" />
          </p>
          {count === 0 ? (
            <p className="faq__empty">
              <Trans>No questions match your search. Try other words.</Trans>
            </p>
          ) : (
            <ul className="faq-list">
              {shown.map((faq) => (
                <FaqItem key={faq.id} faq={faq} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
