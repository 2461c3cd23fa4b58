/* global URL, location, close */
// Started by every page before its scripts (app/server/hydration-after-paint.server.ts): the first
// Intl formatter a browser process makes loads the platform's locale data, 50–120 ms of a
// mid-range phone's main thread. Made here first, on a worker's thread, that data is ready in the
// process when the page's own formatters ask for it (docs/decisions/0096).
const locale = new URL(location.href).searchParams.get("locale") || undefined;
new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(1);
new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(0);
new Intl.Collator(locale).compare("a", "b");
new Intl.PluralRules(locale).select(1);
close();
