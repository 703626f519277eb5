// The faces of the theme, self-hosted from npm (@fontsource): no font CDN. Each CSS file declares
// its faces per unicode range, so a browser downloads only the scripts a screen shows.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/kanit/400.css';
import '@fontsource/kanit/500.css';
import '@fontsource/kanit/600.css';
import '@fontsource/noto-sans-lao/400.css';
import '@fontsource/noto-sans-lao/500.css';
import '@fontsource/noto-sans-lao/600.css';
import '@fontsource/noto-sans-lao/700.css';

/** Loads the faces before something must be measured or pictured (visual tests, benchmarks). */
export async function loadThemeFonts(): Promise<void> {
  const samples = [
    ['Inter', 'Hotel 0123'],
    ['Kanit', 'โรงแรม'],
    ['Noto Sans Lao', 'ໂຮງແຮມ'],
  ] as const;
  const weights = ['400', '500', '600', '700'];
  await Promise.all(
    samples.flatMap(([family, text]) =>
      weights.map((weight) => document.fonts.load(`${weight} 16px "${family}"`, text)),
    ),
  );
  await document.fonts.ready;
}
