import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { showLocalWriteError } from '@client/lib/local-write-error';
import { afterQueuedWrite } from '@client/sync/page-engine';
import { ThumbIcon } from './service-icons';
import { useDeviceKudo } from './use-device-marks';

interface Props {
  serviceId: string;
  /** The server's count, as the mirror holds it. */
  likes: number;
  /** Names the service in the accessible name, so a list of buttons is told apart. */
  serviceName?: string;
}

/**
 * One kudo per service per device (docs/spec/product-spec.md §4). The count increments locally: while this
 * device's kudo is pending the server's count does not include it yet, so it shows +1.
 */
export function KudoButton({ serviceId, likes, serviceName }: Props) {
  const { t, i18n } = useLingui();
  const kudo = useDeviceKudo(serviceId);
  const [busy, setBusy] = useState(false);
  const given = kudo !== undefined;
  const count = likes + (kudo?.state === 'pending' ? 1 : 0);

  async function give() {
    if (given || busy) return;
    setBusy(true);
    try {
      const { giveKudo, localDb } = await import('@client/sync/device-mark-writes');
      if (await giveKudo(localDb(), serviceId)) afterQueuedWrite();
    } catch (error) {
      console.error('Could not give a kudo', error);
      showLocalWriteError(i18n, error, t`Could not save your kudos. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  // The name starts with the action and ends with the count the button shows.
  const label = serviceName ? t`Give kudos to ${serviceName}: ${count}` : t`Give kudos: ${count}`;
  return (
    <button
      type="button"
      className="button button--secondary kudo-button"
      aria-label={label}
      aria-pressed={given}
      aria-disabled={given || undefined}
      onClick={() => void give()}
    >
      <ThumbIcon />
      <span className="kudo-button__count">{count}</span>
    </button>
  );
}
