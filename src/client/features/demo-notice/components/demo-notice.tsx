import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { afterFirstContent } from '@client/lib/first-content';
import { useDemoFlag } from '../store';

/** The label the foundation (docs/architecture.md) asks for: demo listings are never mistaken for real ones. */
export function DemoNotice() {
  const { t } = useLingui();
  const demo = useDemoFlag((s) => s.demo);
  useEffect(() => {
    void afterFirstContent()
      .then(() => import('../api'))
      .then((m) => m.refreshDemoFlag())
      // Only the loading can fail here (a broken update): the remembered answer stands.
      .catch((error: unknown) => console.warn('Could not load the demo-data check', error));
  }, []);
  if (!demo) return null;
  // A landmark of its own, so no content of the page is outside one (axe's region rule).
  return (
    <aside aria-label={t`About these listings`}>
      <p className="demo-notice" role="note">
        <strong>
          <Trans>Demo data:</Trans>
        </strong>{' '}
        <Trans>the listings are fictional examples. The crisis lines are real.</Trans>
      </p>
    </aside>
  );
}
