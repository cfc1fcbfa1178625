import { useLingui } from '@lingui/react/macro';
import { selectHomeView, useHomeStore } from '../store';

/**
 * List or map (docs/spec/product-spec.md §2), kept for the session: one button that says what it shows next,
 * so the pair takes the room of one on a phone's filter bar.
 */
export function ViewToggle() {
  const { t } = useLingui();
  const view = useHomeStore(selectHomeView);
  const setView = useHomeStore((s) => s.setView);
  const toMap = view === 'list';
  return (
    <button
      type="button"
      className="button button--secondary view-toggle"
      onClick={() => setView(toMap ? 'map' : 'list')}
    >
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {toMap ? (
          <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zm0 0v14m6-12v14" />
        ) : (
          <path d="M4 6h16M4 12h16M4 18h16" />
        )}
      </svg>
      <span>{toMap ? t`Map` : t`List`}</span>
    </button>
  );
}
