import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { useSessionStore } from '../../features/auth/store';
import { LOGIN_MENU_LINK, PUBLIC_MENU_LINKS } from './menu-links';

export const SIDE_MENU_ID = 'side-menu';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A modal drawer: while open the layout makes the header and main content inert, Escape and a tap
 * on the backdrop close it, and focus starts on the first link.
 */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const { i18n } = useLingui();
  const isLogin = useSessionStore((state) => state.isLogin);
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const links = isLogin ? PUBLIC_MENU_LINKS : [...PUBLIC_MENU_LINKS, LOGIN_MENU_LINK];

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('nav a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const backdrop = backdropRef.current;
    document.addEventListener('keydown', onKeyDown);
    backdrop?.addEventListener('click', onClose);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      backdrop?.removeEventListener('click', onClose);
    };
  }, [open, onClose]);

  return (
    <div className="side-menu" hidden={!open}>
      <div className="side-menu__backdrop" ref={backdropRef} />
      <div
        ref={panelRef}
        id={SIDE_MENU_ID}
        className="side-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="side-menu-title"
      >
        <div className="side-menu__top">
          <h2 id="side-menu-title" className="side-menu__title">
            <Trans>Menu</Trans>
          </h2>
          <button type="button" className="button button--secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </div>
        {/* Its links only while open: eleven NavLinks would otherwise be rendered at start and
            again on every navigation, for a menu nobody sees (docs/sync.md, "Reading fast"). */}
        {open ? (
          <nav aria-labelledby="side-menu-title">
            <ul className="side-menu__list">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className="side-menu__link" onClick={onClose}>
                    {i18n._(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
