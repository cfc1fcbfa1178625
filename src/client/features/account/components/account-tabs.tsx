import { useLingui } from '@lingui/react/macro';
import { useRef, type KeyboardEvent } from 'react';

export type AccountTab = 'login' | 'signup';

const ORDER: readonly AccountTab[] = ['login', 'signup'];

interface Props {
  idPrefix: string;
  selected: AccountTab;
  onSelect: (tab: AccountTab) => void;
}

/**
 * The Log in / Sign up tablist (WAI-ARIA tabs, automatic activation): arrow keys, Home and End
 * move between the tabs, and only the selected tab is in the Tab order.
 */
export function AccountTabs({ idPrefix, selected, onSelect }: Props) {
  const { t } = useLingui();
  const refs = useRef<Partial<Record<AccountTab, HTMLButtonElement | null>>>({});
  const labels: Record<AccountTab, string> = { login: t`Log in`, signup: t`Sign up` };

  const move = (event: KeyboardEvent) => {
    const index = ORDER.indexOf(selected);
    const next =
      event.key === 'ArrowRight'
        ? ORDER[(index + 1) % ORDER.length]
        : event.key === 'ArrowLeft'
          ? ORDER[(index - 1 + ORDER.length) % ORDER.length]
          : event.key === 'Home'
            ? ORDER[0]
            : event.key === 'End'
              ? ORDER[ORDER.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={t`Account`} className="account-tabs">
      {ORDER.map((tab) => (
        <button
          key={tab}
          ref={(node) => {
            refs.current[tab] = node;
          }}
          id={`${idPrefix}-tab-${tab}`}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab === selected ? 0 : -1}
          className="account-tabs__tab"
          onClick={() => onSelect(tab)}
          onKeyDown={move}
        >
          {labels[tab]}
        </button>
      ))}
    </div>
  );
}
