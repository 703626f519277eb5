import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse.ts';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('the event-stream parser', () => {
  it('reads named events, skips heartbeats and joins data lines', () => {
    expect(
      parse([
        ': heartbeat\n\n',
        'event: change\ndata: {"path":"a/b","action":"create"}\n\n',
        'data: one\ndata: two\n\n',
      ]),
    ).toEqual([
      { event: 'change', data: '{"path":"a/b","action":"create"}' },
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('reads frames cut anywhere, with any line ending', () => {
    const text = 'event: ready\r\ndata: {}\r\n\r\nevent: change\rdata:x\r\revent: resync\ndata: {}\n\n';
    const whole = parse([text]);
    expect(whole).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'change', data: 'x' },
      { event: 'resync', data: '{}' },
    ]);
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parse([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toEqual(whole);
    }
    expect(parse([...text])).toEqual(whole);
  });

  it('sends nothing for an event without data or an unfinished one', () => {
    expect(parse(['event: change\n\n', 'event: change\ndata: x\n'])).toEqual([]);
  });
});
