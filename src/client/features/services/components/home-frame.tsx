import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ServiceType } from '@shared/domain/enums';
import { TypeTabs } from './type-tabs';

interface Props {
  tab: ServiceType;
  onSelectTab: (tab: ServiceType) => void;
  children: ReactNode;
}

/**
 * Home's page around its content: the hidden heading and the bottom tabs. index.html's
 * prerendered first screen (app/prerender/first-screen.tsx) is this frame around HomeWaiting, as
 * the app's first render of home is, so the app's mount moves nothing.
 */
export function HomeFrame({ tab, onSelectTab, children }: Props) {
  return (
    <section className="page home">
      {/* The page's name for screen readers; on screen the bar's location says where (docs/screens.md "The first screen of a phone"). */}
      <h1 className="page__title visually-hidden">
        <Trans>Find help nearby</Trans>
      </h1>
      {children}
      <TypeTabs tab={tab} onSelect={onSelectTab} />
    </section>
  );
}
