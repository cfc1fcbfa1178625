import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { isLocale } from '@client/lib/i18n';
import { fetchPushPublicKey, registerWebPush, removeWebPush } from '../push-api';
import {
  currentSubscription,
  permissionDenied,
  pushDeviceId,
  pushSupported,
  subscribe,
} from '../lib/web-push';

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on' | 'failed';

/**
 * Turns this browser's notifications on or off (docs/push.md). Permission is asked only after
 * the person presses the button, never on page load.
 */
export function PushToggle() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const settle = (next: State) => live && setState(next);
    if (!pushSupported()) settle('unsupported');
    else if (permissionDenied()) settle('denied');
    else {
      currentSubscription().then(
        (sub) => settle(sub ? 'on' : 'off'),
        () => settle('off'),
      );
    }
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : 'off');
    const subscription = await subscribe(await fetchPushPublicKey());
    if (!subscription) return setState('unsupported');
    const language = isLocale(i18n.locale) ? i18n.locale : 'en';
    await registerWebPush(subscription, pushDeviceId(), language);
    setState('on');
  };

  const turnOff = async () => {
    const subscription = await currentSubscription();
    await subscription?.unsubscribe();
    await removeWebPush(pushDeviceId());
    setState('off');
  };

  const toggle = async () => {
    setBusy(true);
    try {
      await (state === 'on' ? turnOff() : turnOn());
    } catch {
      setState('failed');
    } finally {
      setBusy(false);
    }
  };

  const message = {
    checking: '',
    unsupported: t`This browser cannot show notifications from Refugio. On an iPhone, add Refugio to your home screen first.`,
    denied: t`Notifications are blocked for Refugio. Allow them in your browser's site settings, then try again.`,
    off: t`Notifications are off on this device.`,
    on: t`Notifications are on on this device.`,
    failed: t`Notifications could not be changed. Check your connection and try again.`,
  }[state];
  const canToggle = state === 'on' || state === 'off' || state === 'failed';

  return (
    <section className="push-toggle" aria-labelledby={headingId}>
      <h2 id={headingId} className="push-toggle__title">
        <Trans>Notifications</Trans>
      </h2>
      <p className="push-toggle__text">
        <Trans>
          Hear about approvals and feedback on your services, and items waiting for your review.
        </Trans>
      </p>
      <p className="push-toggle__status" role="status">
        {message}
      </p>
      {canToggle && (
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={() => void toggle()}
          disabled={busy}
          aria-pressed={state === 'on'}
        >
          {state === 'on' ? (
            <Trans>Turn off notifications</Trans>
          ) : (
            <Trans>Turn on notifications</Trans>
          )}
        </button>
      )}
    </section>
  );
}
