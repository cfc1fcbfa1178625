import {
  EARLY_TAP,
  earlyTapsHandle,
  leaveEarlyTapsHandle,
  type EarlyTap,
} from '@client/early-taps/protocol';
import { isLocale, type Locale } from '@client/lib/i18n';

/**
 * The taps the early-taps script kept from before the app mounted (src/client/early-taps), taken
 * once: its listener stops at the first take. None where the script has not run; then an empty
 * handle is left in its place, so a script that comes later does not start listening.
 */
export function takeEarlyTaps(win: object = window): EarlyTap[] {
  const handle = earlyTapsHandle(win);
  if (handle) return handle.take();
  leaveEarlyTapsHandle(win, { take: () => [] });
  return [];
}

export interface EarlyAnswers {
  /** A tap on Menu: the menu opens, once however often it was tapped. */
  openMenu: boolean;
  /** The language the last tap on the language button asked for. */
  locale: Locale | null;
  /** The services whose kudos button was tapped: one kudo each, as a device gives. */
  kudos: string[];
  /**
   * The services whose favorites button was tapped an odd number of times: each press toggles, so
   * these change and the others end as they were.
   */
  favorites: string[];
}

/** What the app does about the taps it was too late for. */
export function answerEarlyTaps(taps: readonly EarlyTap[]): EarlyAnswers {
  let openMenu = false;
  let locale: Locale | null = null;
  const kudos = new Set<string>();
  const favorites = new Set<string>();
  for (const { tap, lang, service } of taps) {
    if (tap === EARLY_TAP.menu) openMenu = true;
    else if (tap === EARLY_TAP.language && isLocale(lang)) locale = lang;
    else if (tap === EARLY_TAP.kudos && service) kudos.add(service);
    else if (tap === EARLY_TAP.favorite && service) {
      if (!favorites.delete(service)) favorites.add(service);
    }
  }
  return { openMenu, locale, kudos: [...kudos], favorites: [...favorites] };
}
