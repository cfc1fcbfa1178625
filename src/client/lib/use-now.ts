import { useEffect, useState } from 'react';

/**
 * The current time, so '5 minutes ago' keeps counting on screen. Each caller reads the clock when
 * it mounts (a screen opened now never shows the time another screen saw earlier), then every
 * `intervalMs`, and again when the page becomes visible: browsers slow or pause timers in hidden
 * tabs and on a sleeping phone, which would otherwise leave an old time up until the next tick.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, intervalMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [intervalMs]);
  return now;
}
