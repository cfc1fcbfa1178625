// What the early-taps script (./main.ts, a classic script of its own that runs before the app's
// modules have loaded) and the app agree on. Imports nothing: both builds take it whole.

/**
 * The attribute that names what a tap on a prerendered control asks for (written out as
 * `data-early-tap={EARLY_TAP.…}` by the controls: app-header.tsx, language-toggle.tsx,
 * type-tabs.tsx, and the served service page's kudo-button.tsx and favorite-button.tsx).
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/** What the prerendered first screen's controls ask for (the attribute's values). */
export const EARLY_TAP = {
  menu: 'menu',
  language: 'language',
  tab: 'tab',
  kudos: 'kudos',
  favorite: 'favorite',
} as const;

/** On a service's kudos and favorites buttons, the service's id. */
export const EARLY_SERVICE_ATTRIBUTE = 'data-early-service';

/**
 * On home's type tabs, the tab's hash (`FOOD` for `/#FOOD`): the script itself puts it into the
 * address, which the app's start reads (features/services/home-address.ts), and marks the tab
 * pressed, so the tap shows at once.
 */
export const EARLY_TAB_ATTRIBUTE = 'data-early-tab';

/**
 * One tap the app has to answer once it has mounted: the control's `data-early-tap`, its `lang`
 * (the language toggle names the language it switches to in that attribute) and, on a service's
 * buttons, the service's id.
 */
export interface EarlyTap {
  tap: string;
  lang: string;
  service?: string;
}

/** The global through which the app takes the taps: stops the listener and returns its taps. */
export const EARLY_TAPS_GLOBAL = '__refugioEarlyTaps';

export interface EarlyTapsHandle {
  take(): EarlyTap[];
}

type HandleHolder = Record<string, EarlyTapsHandle | undefined>;

/** The handle `win` holds: the script's, or the empty one the app left; none before either. */
export const earlyTapsHandle = (win: object): EarlyTapsHandle | undefined =>
  (win as HandleHolder)[EARLY_TAPS_GLOBAL];

/** Leaves `handle` on `win`, for the other side to find. */
export function leaveEarlyTapsHandle(win: object, handle: EarlyTapsHandle): void {
  (win as HandleHolder)[EARLY_TAPS_GLOBAL] = handle;
}
