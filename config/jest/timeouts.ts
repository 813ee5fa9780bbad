import { join, relative } from 'node:path';

/**
 * Jest's default 5 s per test and per hook holds for every test file but these, whose slowest test takes
 * seconds by nature on a 2-core machine running 2 jest workers. Times are of the whole unit suite (README,
 * "Tests"): first on a quiet machine, then with other work on it. Keep the list short and the reasons true.
 */
export const SLOW_FILES: Record<string, { ms: number; why: string }> = {
  'src/server/domain/mail/smtp-relay.test.ts': {
    ms: 20_000,
    why: 'one test builds and starts the whole app (every route and its contract validators) inside the test',
  },
  'src/client/features/session/i18n.test.tsx': {
    ms: 20_000,
    why: 'renders the whole app in another language and signs in through the form',
  },
  'src/client/features/contact/ContactPage.i18n.test.tsx': {
    ms: 15_000,
    why: 'renders the whole app in another language and sends the contact form',
  },
  'src/client/features/product/ProductPage.i18n.test.tsx': {
    ms: 20_000,
    why: 'renders whole product pages in three languages, with their services',
  },
  'src/client/features/registration/RegistrationPage.i18n.test.tsx': {
    ms: 20_000,
    why: 'renders the whole app in another language and steps through registration (seconds on a loaded machine)',
  },
  // The modal's tests, one file per behaviour: a file's first walk through the modal runs in a fresh module
  // registry (no JIT warmed by earlier tests): 1.5 to 3 s slower on a loaded machine than inside one long file.
  'src/client/features/watch-registration/WatchRegistrationModal.registering.test.tsx': {
    ms: 15_000,
    why: 'each test walks the modal from the number check to the confirmation, with a solved captcha',
  },
  'src/client/features/watch-registration/WatchRegistrationModal.guest.test.tsx': {
    ms: 15_000,
    why: 'each test walks the modal to the login form, signs in or creates an account, then registers',
  },
  'src/client/features/watch-registration/WatchRegistrationModal.network-errors.test.tsx': {
    ms: 15_000,
    why: 'walks the modal through three failing calls (serial, caseback, register), each with a captcha',
  },
  'src/client/features/watch-registration/WatchRegistrationModal.i18n.test.tsx': {
    ms: 20_000,
    why: 'renders the whole app in another language and steps through the watch registration modal',
  },
  'src/client/features/return-label/ReturnLabelPage.test.tsx': {
    ms: 20_000,
    why: 'each test types a whole order lookup and solves a proof-of-work captcha',
  },
  'src/client/features/return-label/ReturnLabelPage.i18n.test.tsx': {
    ms: 20_000,
    why: 'each test types a whole order lookup and solves a proof-of-work captcha, in another language',
  },
  'src/client/features/store-locator/StoreLocatorPage.i18n.test.tsx': {
    ms: 30_000,
    why: "each page draws the world's countries as SVG in jsdom",
  },
  'src/client/features/store-locator/StoreLocatorPage.test.tsx': {
    ms: 30_000,
    why: "each list test draws the world's countries as SVG in jsdom",
  },
  'src/client/features/my-watches/MyWatchesPage.i18n.test.tsx': {
    ms: 20_000,
    why: 'renders the whole app in another language and steps through my watches',
  },
  'src/server/domain/return-label/label-pdf.test.ts': {
    ms: 15_000,
    why: "the first label loads bwip-js's barcode encoders (a large module)",
  },
  'src/server/domain/return-label/label-pdf-languages.test.ts': {
    ms: 15_000,
    why: "the first label loads bwip-js's barcode encoders (a large module)",
  },
  'src/server/domain/return-label/label-pdf-japanese.test.ts': {
    ms: 15_000,
    why: "the first label loads bwip-js's barcode encoders and fontkit, and reads and subsets the 1.8 MB Japanese faces",
  },
  'test/contract/verifier.test.ts': {
    ms: 30_000,
    why:
      'the command test runs the CLI 4 times at once in child processes that compile its TypeScript at start, ' +
      'two of them full verifications (7 s quiet, over 15 s loaded)',
  },
  'src/server/db/seed/extras.test.ts': {
    ms: 25_000,
    why:
      'seeds 2,000 generated watches, which is what it tests (about 4 s quiet), and since migration 030 their ' +
      'search documents in the four store views of other languages (about 4 s more; 13 s for the file at a load of 8)',
  },
  'src/server/db/seed/seed.test.ts': {
    ms: 15_000,
    why: 'seeds the demo shop into an empty database, which is what it tests (about 2 s quiet)',
  },
  'src/server/db/persistence.test.ts': {
    ms: 15_000,
    why: 'writes a 40 MB data directory to disk and starts PGlite on it twice (3.4 s quiet)',
  },
  'src/server/db/one-process-per-data-dir.test.ts': {
    ms: 90_000,
    why:
      'starts three real server processes on a data directory written to disk, after transpiling the ' +
      "server's sources when they changed (18 s, 35 to 45 s with the transpile; load average 9 to 16)",
  },
  'test/load/cluster.test.ts': {
    ms: 90_000,
    why:
      'starts two real server processes on one PostgreSQL database, then a cluster of three, after ' +
      "transpiling the server's sources when they changed (15 to 32 s at a load average of 10 to 12)",
  },
  'test/load/shopper-traffic.soak.ts': {
    ms: 90_000,
    why: 'drives 24 s of open-loop traffic by design, then waits for every answer (about 26 s quiet)',
  },
  'src/server/media/media.test.ts': {
    ms: 10_000,
    why: 'one test opens a seeded database of its own (3.8 s loaded)',
  },
  'scripts/jp-postal/convert.test.ts': {
    ms: 10_000,
    why: 'converts the whole Japanese postal data set, and asserts it takes under 10 s (2 to 4.6 s loaded)',
  },
  'src/client/features/product/reservation/CheckAndReserve.test.tsx': {
    ms: 10_000,
    why: 'its first test renders a whole product page and a lazy form cold (3.1 s quiet, 5.1 s loaded)',
  },
  'src/client/features/cart/GiftMessageEditor.test.tsx': {
    ms: 10_000,
    why: 'renders the whole cart page and types into its form (4 s loaded)',
  },
  'src/client/features/checkout/payment/PaymentStep.test.tsx': {
    ms: 10_000,
    why: 'renders the whole checkout page through both steps (3.8 s loaded)',
  },
  'src/client/features/product/engraving/Engraving.test.tsx': {
    ms: 10_000,
    why: 'renders a whole product page, its dialogs and typing (3.4 s loaded)',
  },
};

/** Gives the running test file its allowance, if it has one (called by the projects' setup files). */
export function applySlowFileTimeout(): void {
  const file = relative(join(__dirname, '../..'), expect.getState().testPath ?? '')
    .split('\\')
    .join('/');
  const slow = SLOW_FILES[file];
  if (slow) jest.setTimeout(slow.ms);
}
