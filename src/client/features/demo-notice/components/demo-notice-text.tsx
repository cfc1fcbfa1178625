import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The notice's words in their landmark. index.html's prerendered first screen carries it too, and
 * the server keeps it there only while the listings are the demo's (src/server/plugins/static-pwa.ts).
 */
export function DemoNoticeText() {
  const { t } = useLingui();
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
