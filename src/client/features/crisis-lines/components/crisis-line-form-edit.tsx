import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ApiError } from '@client/lib/api-errors';
import type { CrisisLineRecord } from '@shared/sync/protocol';
import { loadCrisisLine } from '../lib/save-crisis-line';
import { CrisisLineForm, type CrisisLineFormValues } from './crisis-line-form';

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; values: CrisisLineFormValues }
  | { status: 'missing' | 'offline' | 'failed' };

function toValues(line: CrisisLineRecord): CrisisLineFormValues {
  return {
    name: line.name,
    description: line.description,
    descriptionEs: line.descriptionEs ?? '',
    phone: line.phone ?? '',
    text: line.text ?? '',
    chatWebLink: line.chatWebLink ?? '',
    website: line.website ?? '',
    area: line.area,
    time: line.time,
    hoursEs: line.hoursEs ?? '',
  };
}

/** Loads the line once (server, or the mirror offline), then shows the form filled with it. */
export function CrisisLineFormEdit({ lineId, onSaved }: { lineId: string; onSaved: () => void }) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    loadCrisisLine(lineId).then(
      (line) => {
        // Null: offline, and this device's mirror does not hold the line either.
        if (current)
          setLoaded(line ? { status: 'ready', values: toValues(line) } : { status: 'offline' });
      },
      (error: unknown) => {
        console.error('Could not load a crisis line', error);
        const missing = error instanceof ApiError && error.status === 404;
        if (current) setLoaded({ status: missing ? 'missing' : 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [lineId]);

  if (loaded.status === 'loading') {
    return (
      <p role="status">
        <Trans>Loading the crisis line…</Trans>
      </p>
    );
  }
  if (loaded.status !== 'ready') {
    return (
      <p role="alert" className="crisis-line-form__error">
        {loaded.status === 'missing'
          ? t`This crisis line was not found. It may have been deleted.`
          : loaded.status === 'offline'
            ? t`Can not connect to server. Please check your network.`
            : t`The crisis line could not be loaded. Please try again.`}
      </p>
    );
  }
  return <CrisisLineForm key={lineId} lineId={lineId} initial={loaded.values} onSaved={onSaved} />;
}
