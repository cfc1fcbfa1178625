import { Trans } from '@lingui/react/macro';
import { useErrorText } from '@client/lib/use-error-text';

/** What a management list or record shows while it loads or when the fetch failed. */
export function LoadStatus({ error }: { error?: unknown }) {
  const errorText = useErrorText();
  if (error !== undefined) {
    return (
      <p className="users-alert" role="alert">
        {errorText(error)}
      </p>
    );
  }
  return (
    <p className="users-loading" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}
