import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useErrorText } from '@client/lib/use-error-text';

interface Props {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A staff list's loading, failure (with a retry) or empty state; otherwise the list itself. */
export function ListStatus({ loading, error, empty, emptyText, onRetry, children }: Props) {
  const errorText = useErrorText();
  if (error) {
    return (
      <div role="alert" className="content-admin__alert">
        <p>{errorText(error)}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (loading) {
    return (
      <p role="status" className="content-admin__status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (empty) return <p className="content-admin__empty">{emptyText}</p>;
  return children;
}
