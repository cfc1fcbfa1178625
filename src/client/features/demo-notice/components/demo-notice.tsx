import { useEffect } from 'react';
import { afterFirstContent } from '@client/lib/first-content';
import { loadChunk } from '@client/lib/load-chunk';
import { freshShellFlag, useDemoFlag } from '../store';
import { DemoNoticeText } from './demo-notice-text';

/** The label the foundation (docs/architecture.md) asks for: demo listings are never mistaken for real ones. */
export function DemoNotice() {
  const demo = useDemoFlag((s) => s.demo);
  useEffect(() => {
    // A shell the server has just sent says what /api/health would: remembered, nothing asked, so
    // a first visit loads neither the API client nor zod for it (docs/screens.md).
    if (freshShellFlag !== null) {
      useDemoFlag.getState().setDemo(freshShellFlag);
      return;
    }
    void afterFirstContent()
      .then(() => loadChunk(() => import('../api')))
      .then((m) => m.refreshDemoFlag())
      // Only the loading can fail here (a broken update): the remembered answer stands.
      .catch((error: unknown) => console.warn('Could not load the demo-data check', error));
  }, []);
  return demo ? <DemoNoticeText /> : null;
}
