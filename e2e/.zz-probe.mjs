import { launchBrowser } from './browser.mjs';
import { signedIn } from './journey.mjs';
import { startServer } from './server.mjs';
const server = await startServer({ SEED_DEMO: '1', DEMO_PASSWORD: 'pw-demo-1234', ADMIN_PASSWORD: 'admin-pw-1234', HOTEL_DATE: '2026-11-21' });
const browser = await launchBrowser();
try {
  const { page, problems } = await signedIn(browser, `${server.url}/`, 'admin', 'admin-pw-1234');
  const nav = (path) => page.evaluate((target) => { window.history.pushState(null, '', target); window.dispatchEvent(new PopStateEvent('popstate')); }, path);
  for (const path of ['/menu/app/reservation-report', '/menu/app/actual-arrival-v2', '/menu/app/actual-departure-v2', '/menu/app/expect-departure-v2', '/menu/app/cancellation-report', '/menu/app/no-show-report']) {
    await nav(path);
    const r = await Promise.race([page.evaluate(() => new Promise((res) => requestAnimationFrame(() => res(location.href)))), new Promise((res) => setTimeout(() => res('RAF-STUCK'), 5000))]);
    console.log(path, r);
    if (r === 'RAF-STUCK') break;
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  }
  console.log('problems', problems.slice(0, 3));
} finally { await browser.close(); await server.stop(); }
