import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now (an open menu or
 * dialog included). axe is evaluated through the DevTools protocol, which the page's Content-Security-Policy
 * does not govern, so the shop's CSP stays as strict in journeys as in production.
 */
export async function seriousViolations(page: Page, context = 'body'): Promise<AxeViolation[]> {
  await animationsSettled(page);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector: string) => {
    const axe = (
      window as unknown as { axe: { run: (c: string, o: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(selector, { resultTypes: ['violations'] });
    return result.violations as {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: string[] }[];
    }[];
  }, context);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/**
 * Waits until every finite CSS animation and transition has finished: a dialog or panel caught while it fades
 * in has text at part opacity, which axe rightly measures as low contrast, though no reader sees it so for long.
 * Endless animations (a spinner) are left out, since they never finish.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ),
    { timeout: 15_000 },
  );
}
