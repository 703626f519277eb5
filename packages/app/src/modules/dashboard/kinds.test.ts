import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../../shared/menu/catalogue.ts';
import { DASHBOARDS } from './kinds.ts';

describe('the department dashboards', () => {
  it("are each a department's home page, and no report borrows one's figures under its own title", () => {
    const homes = new Set(SECTIONS.map((section) => section.home));
    for (const dashboard of DASHBOARDS) expect(homes.has(dashboard.path), dashboard.path).toBe(true);
    // The Close Shift Report reports a cashier's shift: exchange rates under its title misled
    // cashiers (issue 16). Until shifts are kept it is a screen not available yet.
    expect(DASHBOARDS.map((dashboard) => dashboard.path)).not.toContain('app-report-close-shift');
    expect(new Set(DASHBOARDS.map((dashboard) => dashboard.path)).size).toBe(DASHBOARDS.length);
  });
});
