import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { selectHomeView, useHomeStore, type HomeView } from '../store';

/** List or map (product-spec §2): two pressed-state buttons, kept for the session. */
export function ViewToggle() {
  const { t } = useLingui();
  const view = useHomeStore(selectHomeView);
  const setView = useHomeStore((s) => s.setView);
  const button = (value: HomeView, label: ReactNode) => (
    <button
      type="button"
      className="button button--secondary view-toggle__button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
    >
      {label}
    </button>
  );
  return (
    <div className="view-toggle" role="group" aria-label={t`Show services as`}>
      {button('list', <Trans>List</Trans>)}
      {button('map', <Trans>Map</Trans>)}
    </div>
  );
}
