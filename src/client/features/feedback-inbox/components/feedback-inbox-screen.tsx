import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { hasRole, useSessionStore } from '@client/lib/session-store';
import { usePageTitle } from '@client/lib/use-page-title';
import type { FeedbackTab } from '../api';
import { FeedbackList } from './feedback-list';
import { FeedbackTabs } from './feedback-tabs';

interface FeedbackInboxScreenProps {
  /** The public detail page of a service, for the service name's link. */
  servicePathOf: (id: string) => string;
}

/**
 * /feedbacks (docs/spec/product-spec.md §2): App feedback (administrators only: the API shows others only
 * feedback on their own services), Service feedback and Archive, read online.
 */
export function FeedbackInboxScreen({ servicePathOf }: FeedbackInboxScreenProps) {
  const { t } = useLingui();
  const title = t`Feedbacks`;
  usePageTitle(title);
  const isAdmin = useSessionStore((s) => hasRole(s.user, 'ADMINISTRATOR'));
  const all = [
    { id: 'app', label: t`App Feedback` },
    { id: 'service', label: t`Service Feedback` },
    { id: 'archive', label: t`Archive` },
  ] as const;
  const tabs = isAdmin ? all : all.filter((tab) => tab.id !== 'app');
  const [chosen, setChosen] = useState<FeedbackTab | null>(null);
  const selected = chosen && tabs.some((tab) => tab.id === chosen) ? chosen : tabs[0].id;
  const prefix = useId();
  const idOf = (tab: FeedbackTab) => `${prefix}-tab-${tab}`;
  const panelId = `${prefix}-panel`;
  const panel = useRef<HTMLDivElement>(null);

  return (
    <section className="page feedback-inbox">
      <h1 className="page__title">{title}</h1>
      <FeedbackTabs
        tabs={tabs}
        selected={selected}
        onSelect={setChosen}
        idOf={idOf}
        panelId={panelId}
        label={t`Feedback lists`}
      />
      <div
        ref={panel}
        id={panelId}
        role="tabpanel"
        aria-labelledby={idOf(selected)}
        // The APG tab panel is focusable; focus also lands here when an item leaves the list.
        tabIndex={0}
        className="feedback-inbox__panel"
      >
        <FeedbackList
          key={selected}
          tab={selected}
          servicePathOf={servicePathOf}
          onItemGone={() => panel.current?.focus()}
        />
      </div>
    </section>
  );
}
