import type { KeyboardEvent } from 'react';
import type { FeedbackTab } from '../api';

interface FeedbackTabsProps {
  tabs: readonly { id: FeedbackTab; label: string }[];
  selected: FeedbackTab;
  onSelect: (tab: FeedbackTab) => void;
  idOf: (tab: FeedbackTab) => string;
  panelId: string;
  label: string;
}

/**
 * The tab strip of /feedbacks (WAI-ARIA tabs pattern): one tab stop, arrows, Home and End move
 * between tabs and select them, since each tab is a cheap list query.
 */
export function FeedbackTabs({
  tabs,
  selected,
  onSelect,
  idOf,
  panelId,
  label,
}: FeedbackTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.findIndex((tab) => tab.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    document.getElementById(idOf(tab.id))?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="feedback-inbox__tabs">
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={idOf(tab.id)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className="feedback-inbox__tab"
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
