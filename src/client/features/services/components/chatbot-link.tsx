import { Trans } from '@lingui/react/macro';
import { Link } from '../../../lib/router';

/** The header's chatbot entry (product-spec §2): the visible words are its accessible name. */
export function ChatbotLink() {
  return (
    <Link to="/chatbot" className="button button--secondary home-chatbot">
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 5h16v11H9l-5 4z" />
      </svg>
      <span>
        <Trans>Ask the chatbot</Trans>
      </span>
    </Link>
  );
}
