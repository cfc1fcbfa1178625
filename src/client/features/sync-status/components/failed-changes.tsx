import { Plural } from '@lingui/react/macro';
import type { FailedChange } from '../hooks/use-outbox-summary';
import { FailedChangeItem } from './failed-change-item';

/** The refused writes, folded into one line until the person opens it (docs/screens.md "Side menu"). */
export function FailedChanges({ changes }: { changes: readonly FailedChange[] }) {
  const count = changes.length;
  return (
    <details className="sync-status__failed">
      <summary className="sync-status__summary">
        <Plural
          value={count}
          one="# change could not be sent"
          other="# changes could not be sent"
        />
      </summary>
      <ul className="sync-status__failed-list">
        {changes.map((change) => (
          <FailedChangeItem key={change.seq} change={change} />
        ))}
      </ul>
    </details>
  );
}
