import { describe, expect, it } from 'vitest';
import { isHelpKey } from '../../shared/manual/helpKey.ts';
import { MENU_ENTRIES, SECTIONS } from '../../shared/menu/catalogue.ts';
import { helpTopic } from './topic.ts';

const tabOf = (id: string) => SECTIONS.find((section) => section.id === id)?.tab;

describe('isHelpKey', () => {
  it('takes what the server takes as a help key', () => {
    for (const key of ['Reservation', 'Reservation Dashboard', "Manager's Report", 'Keep-at Place', 'x', 'การจอง']) {
      expect(isHelpKey(key), key).toBe(true);
    }
    for (const key of ['', ' Padded', 'Padded ', 'a/b', 'a?b', 'a#b', 'a\\b', 'a\nb', 'x'.repeat(81)]) {
      expect(isHelpKey(key), JSON.stringify(key)).toBe(false);
    }
  });
});

describe('helpTopic', () => {
  it('knows every help title of the route table, with its section as the fallback', () => {
    for (const route of MENU_ENTRIES) {
      const topic = helpTopic(route.helpTitle, tabOf(route.section));
      expect(topic.route?.helpTitle, route.path).toBe(route.helpTitle);
      expect(topic.section?.id, route.path).toBe(route.section);
      expect(topic.fallbackKey, route.path).toBe(topic.section?.label.defaultMessage);
    }
  });

  it("reads a screen's title without regard to case", () => {
    const topic = helpTopic('reservation dashboard', undefined);
    expect(topic.route?.path).toBe('app/reservation-dashboard');
    expect(topic.fallbackKey).toBe('Reservation');
  });

  it("is the section's own help when menu names a section: nothing to fall back to", () => {
    expect(helpTopic('Reservation', undefined)).toEqual({ section: SECTIONS.find((s) => s.id === 'reservation') });
    expect(helpTopic('OUTLET SERVICES', undefined).section?.id).toBe('outlet');
  });

  it('picks the section the staff member was in when several have a screen of that title', () => {
    expect(helpTopic('Actual Arrival', tabOf('housekeeping')).section?.id).toBe('housekeeping');
    expect(helpTopic('Actual Arrival', tabOf('reception')).section?.id).toBe('reception');
    // Without a tab (or one without such a screen), the first in menu order.
    expect(helpTopic('Actual Arrival', undefined).section?.id).toBe('reservation');
    expect(helpTopic('Actual Arrival', tabOf('config')).section?.id).toBe('reservation');
  });

  it('knows nothing of other names', () => {
    expect(helpTopic('Night Audit', 6)).toEqual({});
  });
});
