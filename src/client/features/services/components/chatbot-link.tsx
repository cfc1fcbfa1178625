import { useLingui } from '@lingui/react/macro';
import { Link } from '@client/lib/router';

/** The header's chatbot entry (docs/spec/product-spec.md §2): an icon whose name is the visible tooltip too. */
export function ChatbotLink() {
  const { t } = useLingui();
  const label = t`Ask the chatbot`;
  return (
    <Link
      to="/chatbot"
      className="button button--secondary home-bar__icon"
      aria-label={label}
      title={label}
    >
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 5h16v11H9l-5 4z" />
      </svg>
    </Link>
  );
}
