// A throwaway worker: the first use of Intl in a browser process loads ICU's locale and time-zone
// data, which costs a slow phone 0.1–0.2 s. Those data are shared by the whole process, so using
// Intl here, in parallel, makes the page's own first use (open/closed texts, distances, 'updated …
// ago') cheap when the first rows are drawn (docs/sync.md, "Reading fast").
// Any zone loads the time-zone data; the demo's and most listings' zones are American.
const WARM_ZONE = 'America/Chicago';
const now = new Date();
// First what a served service's page draws at once: its "updated" date in a date style, which
// loads patterns of its own (~15 ms of the detail's first render on this machine when cold).
for (const locale of ['en', 'es'])
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(now);
for (const locale of ['en-US', 'en', 'es']) {
  new Intl.DateTimeFormat(locale, {
    timeZone: WARM_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(now);
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1.5);
  new Intl.PluralRules(locale).select(1);
  new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'minute');
}
close();
