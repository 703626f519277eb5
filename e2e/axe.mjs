// axe-core in a Playwright page: the WCAG 2.2 A/AA rules a staff screen must pass (issue 16).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The violations axe finds on the page as it is now, each as `rule (impact): target`, for
 * `impacts` (critical and serious by default). Injects axe once per document.
 */
export async function axeViolations(page, { impacts = ['critical', 'serious'] } = {}) {
  // Colours are judged as they settle, not halfway through a fade-in.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // react-aria's live announcer (a visually hidden log at the top of the body) keeps each spoken
  // message for 7 s; a message that names an element by id (a dialog's title) is left pointing at
  // nothing once that element closes. It has been announced by then, so the log is left out.
  const violations = await page.evaluate(
    async (tags) =>
      (await window.axe.run({ exclude: [['[data-live-announcer]']] }, { runOnly: { type: 'tag', values: tags } }))
        .violations,
    WCAG_AA,
  );
  return violations
    .filter((violation) => impacts.includes(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}
