import { useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { ModalDialog } from '@client/components/ui/modal-dialog';
import { HomeFilters } from './home-filters';

interface Props {
  isAdmin: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The less used home filters in a sheet (docs/screens.md "The first screen of a phone"): category and, for administrators, kudos. */
export function FiltersSheet({ isAdmin, onClose, returnFocusTo }: Props) {
  const { t } = useLingui();
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={t`More filters`}
      returnFocusTo={returnFocusTo}
      className="filters-sheet"
    >
      <HomeFilters isAdmin={isAdmin} />
    </ModalDialog>
  );
}
