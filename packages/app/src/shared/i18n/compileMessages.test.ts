import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { compileMessages } from './compileMessages.ts';

describe('compileMessages', () => {
  it('parses every text so react-intl formats it without a parser of its own', () => {
    const messages = compileMessages({ rooms: '{count, plural, one {# room} other {# rooms}} on {floor}' });
    expect(typeof messages.rooms).not.toBe('string');
    const intl = createIntl({ locale: 'en', messages });
    expect(intl.formatMessage({ id: 'rooms' }, { count: 2, floor: '3A' })).toBe('2 rooms on 3A');
  });

  it('shows a text that is not a valid message as written instead of failing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = compileMessages({ broken: 'Room {number', fine: 'Rooms' });
    const intl = createIntl({ locale: 'en', messages });
    expect(intl.formatMessage({ id: 'broken' }, { number: '101' })).toBe('Room {number');
    expect(intl.formatMessage({ id: 'fine' })).toBe('Rooms');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
