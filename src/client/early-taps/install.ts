import {
  EARLY_SERVICE_ATTRIBUTE,
  EARLY_TAB_ATTRIBUTE,
  EARLY_TAP,
  EARLY_TAP_ATTRIBUTE,
  earlyTapsHandle,
  leaveEarlyTapsHandle,
  type EarlyTap,
  type EarlyTapsHandle,
} from './protocol';

/**
 * Listens, from the first moment, for taps on the prerendered first screen's controls (the header's
 * Menu and language buttons, home's type tabs, a served service page's kudos and favorites
 * buttons), which do nothing until the app mounts, and keeps them for the app to answer then
 * (docs/architecture.md "The first screen"). A tab is answered at once, through the address. A
 * keyboard's Enter or Space on a focused button is a click too. The listener goes at the first
 * `take()`.
 */
export function installEarlyTaps(doc: Document, win: Window): EarlyTapsHandle {
  // Loaded after the app mounted (its modules came first): the app left a handle when it took, and
  // its own buttons answer for themselves.
  const existing = earlyTapsHandle(win);
  if (existing) return existing;
  const taps: EarlyTap[] = [];
  const onClick = (event: Event) => {
    const target = event.target;
    const control =
      target && 'closest' in target
        ? (target as Element).closest(`[${EARLY_TAP_ATTRIBUTE}]`)
        : null;
    if (!control) return;
    const tap = control.getAttribute(EARLY_TAP_ATTRIBUTE) ?? '';
    if (tap === EARLY_TAP.tab) selectTab(control, doc, win);
    const service = control.getAttribute(EARLY_SERVICE_ATTRIBUTE);
    taps.push({ tap, lang: control.getAttribute('lang') ?? '', ...(service ? { service } : {}) });
  };
  doc.addEventListener('click', onClick, true);
  const handle: EarlyTapsHandle = {
    take() {
      doc.removeEventListener('click', onClick, true);
      return taps.splice(0);
    },
  };
  leaveEarlyTapsHandle(win, handle);
  return handle;
}

/** Home's tab `control` names: into the address (home only), and shown pressed among the tabs. */
function selectTab(control: Element, doc: Document, win: Window): void {
  const hash = control.getAttribute(EARLY_TAB_ATTRIBUTE);
  const { location, history } = win;
  if (!hash || location.pathname !== '/') return;
  history.replaceState(history.state, '', `${location.pathname}${location.search}#${hash}`);
  for (const tab of doc.querySelectorAll(`[${EARLY_TAP_ATTRIBUTE}="${EARLY_TAP.tab}"]`))
    tab.setAttribute('aria-pressed', String(tab === control));
}
