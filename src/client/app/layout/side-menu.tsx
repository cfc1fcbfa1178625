import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Fragment, useEffect, useMemo, useRef } from 'react';
import { NavLink, useNavigate } from '@client/lib/router';
import { useShallow } from 'zustand/react/shallow';
import { rights } from '@shared/domain/rights';
import { rightsHolderOf, useSessionStore } from '@client/lib/session-store';
import { badgeText, menuGroupsFor, type MenuViewer } from './menu-links';
import { useMenuBadges } from './use-menu-badges';
import { LastSyncNote } from '@client/features/sync-status/components/last-sync-note';
import { MenuOptions } from './menu-options';

export const SIDE_MENU_ID = 'side-menu';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

/** Logging out needs the API client and its schemas: loaded when the person asks for it. */
async function logOutAndGoHome(navigate: (to: string, options?: { replace?: boolean }) => unknown) {
  const { logOut } = await import('@client/features/account/lib/log-out');
  await logOut(navigate);
}

function useMenuViewer(): MenuViewer {
  return useSessionStore(
    useShallow(({ isLogin, user }) => {
      const holder = isLogin ? rightsHolderOf(user) : null;
      const may = (right: (u: NonNullable<typeof holder>) => boolean) =>
        holder !== null && right(holder);
      return {
        isLogin,
        isAdmin: may(rights.administer),
        isAdminOrLead: may(rights.manageUsers),
        mayManageServices: may(rights.manageServices),
        mayCountBeds: may(rights.countBeds),
        isStaff: may(rights.readStaffTools),
      };
    }),
  );
}

/**
 * A modal drawer: while open the layout makes the header and main content inert, Escape and a tap
 * on the backdrop close it, and focus starts on the first link. Its content depends on the role
 * (docs/spec/product-spec.md §2 "Access rules").
 */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const { i18n } = useLingui();
  const viewer = useMenuViewer();
  const groups = useMemo(() => menuGroupsFor(viewer), [viewer]);
  const badges = useMenuBadges(open, viewer.isLogin);
  const navigate = useNavigate();
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);

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
        {/* Its links only while open: a few dozen NavLinks would otherwise be rendered at start
            and again on every navigation, for a menu nobody sees (docs/sync.md, "Reading fast"). */}
        {open ? (
          <nav aria-labelledby="side-menu-title">
            {groups.map((group, index) => (
              <Fragment key={group.id}>
                <section className="side-menu__group" aria-labelledby={`side-menu-${group.id}`}>
                  <h3 id={`side-menu-${group.id}`} className="side-menu__group-title">
                    {i18n._(group.heading)}
                  </h3>
                  <ul className="side-menu__list">
                    {group.links.map((link) => (
                      <li key={link.to}>
                        {link.external ? (
                          <a href={link.to} className="side-menu__link" rel="noopener noreferrer">
                            {i18n._(link.label)}
                          </a>
                        ) : (
                          <NavLink to={link.to} end className="side-menu__link" onClick={onClose}>
                            {i18n._(link.label)}
                            {link.badge && badges[link.badge] ? (
                              <span className="side-menu__badge">
                                <span className="visually-hidden">: </span>
                                {badgeText(badges[link.badge] ?? 0)}
                              </span>
                            ) : null}
                          </NavLink>
                        )}
                      </li>
                    ))}
                    {group.id === 'about' && viewer.isLogin && (
                      <li>
                        <button
                          type="button"
                          className="side-menu__link side-menu__toggle"
                          onClick={() => {
                            onClose();
                            logOutAndGoHome(navigate).catch((error: unknown) =>
                              console.error('Could not log out', error),
                            );
                          }}
                        >
                          <Trans>Log out</Trans>
                        </button>
                      </li>
                    )}
                  </ul>
                </section>
                {/* Options right after the main links: the first stop stays "Find help nearby". */}
                {index === 0 && <MenuOptions isAdmin={viewer.isAdmin} onClose={onClose} />}
              </Fragment>
            ))}
          </nav>
        ) : null}
        {open ? <LastSyncNote /> : null}
      </div>
    </div>
  );
}
