import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';
import {
  clampWidth,
  DRAG_THRESHOLD_PX,
  exceedsDragThreshold,
  nextSorting,
  pageWindow,
  renderedIndexes,
  type SortEntry,
  snappedRange,
} from './logic.ts';

describe('toCsv', () => {
  it('writes a header and rows separated by CRLF', () => {
    expect(
      toCsv(
        ['Room', 'Floor'],
        [
          ['101', 1],
          ['102', 1],
        ],
      ),
    ).toBe('Room,Floor\r\n101,1\r\n102,1');
  });

  it('quotes fields with commas and doubles quotes inside them', () => {
    expect(toCsv(['Remark'], [['Late arrival, about 23:00'], ['Guest asked for a "quiet" room']])).toBe(
      'Remark\r\n"Late arrival, about 23:00"\r\n"Guest asked for a ""quiet"" room"',
    );
  });

  it('quotes fields with line breaks and keeps the break inside the field', () => {
    expect(toCsv(['Remark'], [['Line one\nLine two'], ['CR\r\nLF']])).toBe(
      'Remark\r\n"Line one\nLine two"\r\n"CR\r\nLF"',
    );
  });

  it('neutralises leading = + - @ so spreadsheets do not evaluate them', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('+66 81 234 5678')).toBe("'+66 81 234 5678");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('\t=1+1')).toBe("'\t=1+1");
    expect(csvField('\r=1+1')).toBe('"\'\r=1+1"');
  });

  it('quotes a neutralised field when it also needs quoting', () => {
    expect(csvField('=HYPERLINK("http://x.example","pay")')).toBe('"\'=HYPERLINK(""http://x.example"",""pay"")"');
  });

  it('leaves plain signed amounts alone', () => {
    expect(csvField('-1,250.00')).toBe('"-1,250.00"');
    expect(csvField('-15.5')).toBe('-15.5');
    expect(csvField('+5')).toBe('+5');
    expect(csvField(-42.5)).toBe('-42.5');
  });

  it('keeps Thai and Lao text unchanged', () => {
    expect(
      toCsv(
        ['ชื่อแขก', 'ຫ້ອງ'],
        [
          ['สมชาย ใจดี', 'ຫ້ອງ 101'],
          ['นางสาว กนกพร, VIP', 'ສະບາຍດີ'],
        ],
      ),
    ).toBe('ชื่อแขก,ຫ້ອງ\r\nสมชาย ใจดี,ຫ້ອງ 101\r\n"นางสาว กนกพร, VIP",ສະບາຍດີ');
  });

  it('writes empty fields for null and undefined, and text for numbers and booleans', () => {
    expect(toCsv(['a', 'b', 'c', 'd', 'e'], [[null, undefined, 0, true, Number.NaN]])).toBe('a,b,c,d,e\r\n,,0,true,');
  });

  it('quotes the header like any other field', () => {
    expect(toCsv(['Rate, THB', '=Total'], [])).toBe('"Rate, THB",\'=Total');
  });

  it('honours another delimiter', () => {
    expect(toCsv(['a', 'b'], [['x;y', 'z,w']], { delimiter: ';' })).toBe('a;b\r\n"x;y";z,w');
  });
});

describe('nextSorting', () => {
  const asc = (id: string): SortEntry => ({ id, desc: false });
  const desc = (id: string): SortEntry => ({ id, desc: true });

  it('cycles a single sort ascending → descending → ascending, never unsorted', () => {
    const first = nextSorting([], 'room', false);
    expect(first).toEqual([asc('room')]);
    const second = nextSorting(first, 'room', false);
    expect(second).toEqual([desc('room')]);
    expect(nextSorting(second, 'room', false)).toEqual([asc('room')]);
  });

  it('replaces a multi sort with the pressed column on a plain press', () => {
    expect(nextSorting([asc('floor'), asc('rate')], 'type', false)).toEqual([asc('type')]);
    expect(nextSorting([asc('floor'), asc('rate')], 'rate', false)).toEqual([desc('rate')]);
  });

  it('cycles a Shift sort ascending → descending → removed, keeping precedence', () => {
    const start = [asc('floor')];
    const added = nextSorting(start, 'rate', true);
    expect(added).toEqual([asc('floor'), asc('rate')]);
    const flipped = nextSorting(added, 'rate', true);
    expect(flipped).toEqual([asc('floor'), desc('rate')]);
    expect(nextSorting(flipped, 'rate', true)).toEqual([asc('floor')]);
    expect(nextSorting([asc('floor'), desc('rate')], 'floor', true)).toEqual([desc('floor'), desc('rate')]);
  });

  it('does not change its input', () => {
    const sorting = [asc('floor')];
    nextSorting(sorting, 'floor', true);
    expect(sorting).toEqual([asc('floor')]);
  });
});

describe('pageWindow', () => {
  it('shows five pages with the current one centred', () => {
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
  });

  it('shifts at the start and at the end so five buttons stay visible', () => {
    expect(pageWindow(0, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(1, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(18, 20)).toEqual([15, 16, 17, 18, 19]);
    expect(pageWindow(19, 20)).toEqual([15, 16, 17, 18, 19]);
  });

  it('shows every page when there are fewer than five', () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(0, 0)).toEqual([]);
  });

  it('clamps an index beyond the last page', () => {
    expect(pageWindow(42, 6)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('clampWidth', () => {
  it('keeps a width within the column limits', () => {
    expect(clampWidth(40, 60, 300)).toBe(60);
    expect(clampWidth(400, 60, 300)).toBe(300);
    expect(clampWidth(150, 60, 300)).toBe(150);
  });
});

describe('exceedsDragThreshold', () => {
  it('treats up to 10 px of travel as a press and more as a drag', () => {
    expect(DRAG_THRESHOLD_PX).toBe(10);
    expect(exceedsDragThreshold(10, 0)).toBe(false);
    expect(exceedsDragThreshold(6, 8)).toBe(false);
    expect(exceedsDragThreshold(0, -11)).toBe(true);
    expect(exceedsDragThreshold(8, 7)).toBe(true);
  });
});

describe('renderedIndexes', () => {
  it('adds the focused row to the window in order', () => {
    expect(renderedIndexes([40, 41, 42], 3)).toEqual([3, 40, 41, 42]);
    expect(renderedIndexes([40, 41, 42], 90)).toEqual([40, 41, 42, 90]);
  });

  it('keeps the window as it is when the focused row is inside it or there is none', () => {
    expect(renderedIndexes([40, 41, 42], 41)).toEqual([40, 41, 42]);
    expect(renderedIndexes([40, 41, 42], null)).toEqual([40, 41, 42]);
  });
});

describe('snappedRange', () => {
  it('widens the visible rows by the overscan and out to whole blocks', () => {
    expect(snappedRange({ startIndex: 20, endIndex: 34, overscan: 3, count: 1000 }, 8)).toEqual(
      Array.from({ length: 24 }, (_, offset) => 16 + offset),
    );
  });

  it('stays the same while the view moves within a block', () => {
    const at = (startIndex: number) =>
      snappedRange({ startIndex, endIndex: startIndex + 14, overscan: 3, count: 1000 }, 8);
    expect(at(20)).toEqual(at(21));
    expect(at(20)).toEqual(at(22));
    expect(at(20)).toEqual(at(19));
    expect(at(20)).not.toEqual(at(27));
  });

  it('stops at the first and last row', () => {
    expect(snappedRange({ startIndex: 0, endIndex: 14, overscan: 3, count: 1000 }, 8)).toEqual(
      Array.from({ length: 24 }, (_, offset) => offset),
    );
    expect(snappedRange({ startIndex: 990, endIndex: 999, overscan: 3, count: 1000 }, 8).at(-1)).toBe(999);
    expect(snappedRange({ startIndex: 0, endIndex: 4, overscan: 3, count: 5 }, 8)).toEqual([0, 1, 2, 3, 4]);
    expect(snappedRange({ startIndex: 0, endIndex: -1, overscan: 3, count: 0 }, 8)).toEqual([]);
  });
});
