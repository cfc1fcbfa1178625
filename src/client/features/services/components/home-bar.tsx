import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { ChatbotLink } from './chatbot-link';
import { LocationButton } from './location-button';

interface Props {
  searchOpen: boolean;
  onToggleSearch: () => void;
  searchId: string;
}

/**
 * Home's header actions (docs/spec/product-spec.md §2: location picker, search and chatbot entry; docs/screens.md "The first screen of a phone"):
 * one row under the app header, so the results start on the first screen of a phone. Memoized: a
 * keystroke in the search re-renders home, not this bar.
 */
export const HomeBar = memo(function HomeBar({ searchOpen, onToggleSearch, searchId }: Props) {
  const { t } = useLingui();
  return (
    <div className="home-bar">
      <LocationButton />
      <button
        type="button"
        className="button button--secondary home-bar__icon"
        aria-label={t`Search services`}
        aria-expanded={searchOpen}
        aria-controls={searchId}
        onClick={onToggleSearch}
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6" />
          <path d="m15 15 5.5 5.5" />
        </svg>
      </button>
      <ChatbotLink />
    </div>
  );
});
