// ICU's first use, on a worker thread while the page loads (config/webpack/intl-warmup.ts): the locale tables V8
// builds then belong to the renderer process, so the page's own first price or plural finds them ready. The
// shell names the worker after the page's language.
const locale = self.name || 'en';
try {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
  new Intl.PluralRules(locale).select(1);
} catch {
  // A locale ICU refuses: the page meets the same answer itself, where it formats.
}
self.close();
