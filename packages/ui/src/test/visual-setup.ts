// Setup of the visual baseline project: the theme's fonts are loaded before any screenshot, and
// the pointer is parked in the top-left corner (inside the screenshots' padding) so no hover style from an earlier test shows in a picture.
import { beforeAll, beforeEach } from 'vitest';
import { userEvent } from 'vitest/browser';
import { loadThemeFonts } from '../theme/fonts.ts';

beforeAll(async () => {
  await loadThemeFonts();
});

beforeEach(async () => {
  const parking = document.createElement('div');
  parking.setAttribute('aria-hidden', 'true');
  Object.assign(parking.style, { position: 'fixed', left: '0', top: '0', width: '4px', height: '4px' });
  document.documentElement.append(parking);
  // force: an overlay left by the previous test may cover the corner; the mouse moves all the same.
  await userEvent.hover(parking, { force: true });
  parking.remove();
});
