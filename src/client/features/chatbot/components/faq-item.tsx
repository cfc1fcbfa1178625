import type { ShownFaq } from '../lib/filter-faqs';

/** A native disclosure: keyboard, screen readers and find-in-page work without code. */
export function FaqItem({ faq }: { faq: ShownFaq }) {
  return (
    <li className="faq-list__item" lang={faq.lang}>
      <details className="faq-item">
        <summary className="faq-item__question">{faq.question}</summary>
        <p className="faq-item__answer">{faq.answer}</p>
      </details>
    </li>
  );
}
