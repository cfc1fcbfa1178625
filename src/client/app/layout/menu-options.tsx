import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@client/lib/router';
import { LanguageChoice } from '@client/components/language-choice';
import { useHomeStore } from '@client/features/services/store';
import { PATHS } from '@client/lib/paths';

interface MenuOptionsProps {
  isAdmin: boolean;
  onClose: () => void;
}

/**
 * The "Options" group of docs/spec/product-spec.md §2: the language, and the home filters the menu labels name
 * (Open Services, Map View, and Top Kudos for administrators, §4). Each applies to the home list
 * and takes the person there, since that is where they act.
 */
export function MenuOptions({ isAdmin, onClose }: MenuOptionsProps) {
  const navigate = useNavigate();
  const openNow = useHomeStore((state) => state.openNow);
  const topKudos = useHomeStore((state) => state.topKudos);
  const mapView = useHomeStore((state) => state.view === 'map');

  const goHome = (apply: () => void) => {
    apply();
    onClose();
    void navigate(PATHS.home);
  };

  return (
    <section className="side-menu__group" aria-labelledby="side-menu-options">
      <h3 id="side-menu-options" className="side-menu__group-title">
        <Trans>Options</Trans>
      </h3>
      <LanguageChoice />
      <ul className="side-menu__list">
        <li>
          <button
            type="button"
            className="side-menu__link side-menu__toggle"
            aria-pressed={openNow}
            onClick={() => goHome(() => useHomeStore.getState().setOpenNow(!openNow))}
          >
            <Trans>Open services</Trans>
          </button>
        </li>
        <li>
          <button
            type="button"
            className="side-menu__link side-menu__toggle"
            aria-pressed={mapView}
            onClick={() => goHome(() => useHomeStore.getState().setView(mapView ? 'list' : 'map'))}
          >
            <Trans>Map view</Trans>
          </button>
        </li>
        {isAdmin && (
          <li>
            <button
              type="button"
              className="side-menu__link side-menu__toggle"
              aria-pressed={topKudos}
              onClick={() => goHome(() => useHomeStore.getState().setTopKudos(!topKudos))}
            >
              <Trans>Top kudos</Trans>
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
