import { Trans } from '@lingui/react/macro';
import type { Ref } from 'react';
import { Link } from '@client/lib/router';
import { LanguageToggle } from '@client/components/language-toggle';
import { EARLY_TAP } from '@client/early-taps/protocol';
import { PATHS } from '@client/lib/paths';
import { SIDE_MENU_ID } from './side-menu';

interface AppHeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
  inert: boolean;
}

export function AppHeader({ menuOpen, onOpenMenu, menuButtonRef, inert }: AppHeaderProps) {
  return (
    <header className="app-header" inert={inert}>
      <div className="app-header__inner">
        <button
          ref={menuButtonRef}
          type="button"
          className="app-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={SIDE_MENU_ID}
          onClick={onOpenMenu}
          data-early-tap={EARLY_TAP.menu}
        >
          <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" />
          </svg>
          <span className="app-header__menu-label">
            <Trans>Menu</Trans>
          </span>
        </button>
        <Link to={PATHS.home} className="app-header__brand">
          <Trans>Refugio</Trans>
        </Link>
        <LanguageToggle />
      </div>
    </header>
  );
}
