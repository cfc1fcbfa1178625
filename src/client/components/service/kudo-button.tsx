import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EARLY_TAP } from '@client/early-taps/protocol';
import { giveDeviceKudo } from './device-mark-actions';
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
      await giveDeviceKudo(i18n, serviceId);
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
      data-early-tap={EARLY_TAP.kudos}
      data-early-service={serviceId}
      onClick={() => void give()}
    >
      <ThumbIcon />
      <span className="kudo-button__count">{count}</span>
    </button>
  );
}
