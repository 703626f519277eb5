// Visual baselines (issue 16): a screenshot compared with its committed copy in e2e/baselines.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
const baselines = fileURLToPath(new URL('./baselines/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

/**
 * Compares a screenshot with its committed baseline in Chromium itself (no image library): the
 * share of pixels whose colour moved by more than `threshold` (0–1, per channel) must stay under
 * `allowed`. Fonts anti-aliased a little differently move a few pixels; a changed layout moves
 * thousands. A missing baseline is written (commit it); UPDATE_BASELINES=1 rewrites them.
 */
export async function matchesBaseline(page, name, png, { threshold = 0.15, allowed = 0.01 } = {}) {
  const file = `${baselines}${name}.png`;
  writeFileSync(`${artifacts}${name}.png`, png);
  if (!existsSync(file) || process.env.UPDATE_BASELINES === '1') {
    mkdirSync(baselines, { recursive: true });
    writeFileSync(file, png);
    return;
  }
  const result = await page.evaluate(
    async ({ actual, expected, threshold }) => {
      const load = async (base64) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const drawing = canvas.getContext('2d');
        drawing.drawImage(image, 0, 0);
        return drawing.getImageData(0, 0, canvas.width, canvas.height);
      };
      const [a, b] = await Promise.all([load(actual), load(expected)]);
      if (a.width !== b.width || a.height !== b.height) {
        return { size: `${a.width}×${a.height}, baseline ${b.width}×${b.height}` };
      }
      const limit = threshold * 255;
      let differing = 0;
      for (let index = 0; index < a.data.length; index += 4) {
        for (let channel = 0; channel < 3; channel++) {
          if (Math.abs(a.data[index + channel] - b.data[index + channel]) > limit) {
            differing++;
            break;
          }
        }
      }
      return { ratio: differing / (a.width * a.height) };
    },
    { actual: png.toString('base64'), expected: readFileSync(file).toString('base64'), threshold },
  );
  assert.equal(result.size, undefined, `${name}: ${result.size} (see e2e/artifacts/${name}.png)`);
  assert.ok(
    result.ratio <= allowed,
    `${name}: ${(result.ratio * 100).toFixed(2)} % of the pixels differ from e2e/baselines (see e2e/artifacts/${name}.png)`,
  );
}

/** The content area (no menu, no top bar) from the top of the page, rows beyond the window included. */
export async function screenshotOfMain(page, mask = []) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  const clip = await page.getByRole('main').boundingBox();
  return page.screenshot({ fullPage: true, clip, animations: 'disabled', caret: 'hide', mask });
}
