// A throwaway worker: the first use of Intl in a browser process loads ICU's locale and time-zone
// data, which costs a slow phone 0.1–0.2 s. Those data are shared by the whole process, so using
// Intl here, in parallel, makes the page's own first use (open/closed texts, distances, 'updated …
// ago') cheap when the first rows are drawn (docs/sync.md, "Reading fast").
// Any zone loads the time-zone data; the demo's and most listings' zones are American.
const WARM_ZONE = 'America/Chicago';
const now = new Date();
for (const locale of ['en-US', 'en', 'es']) {
  new Intl.DateTimeFormat(locale, {
    timeZone: WARM_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(now);
  // A service page's "updated" date: a date style loads its own patterns (~30 ms of the detail's
  // first render on this machine when cold).
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(now);
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1.5);
  new Intl.PluralRules(locale).select(1);
  new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'minute');
}
close();
