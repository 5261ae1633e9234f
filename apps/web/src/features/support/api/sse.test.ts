import { describe, expect, it } from 'vitest';
import { parseSseChunk, reconnectDelay } from './sse.ts';

describe('parseSseChunk', () => {
  it('reads named events with JSON data and skips heartbeat comments', () => {
    const { events, rest } = parseSseChunk('retry: 5000\n: connected\n\nevent: badges\ndata: {"messages":2}\n\n: ping\n\nevent: message\ndata: {"a"');
    expect(events).toEqual([{ event: 'badges', data: '{"messages":2}' }]);
    expect(rest).toBe('event: message\ndata: {"a"');
  });

  it('joins multi-line data, accepts CRLF and defaults the name to "message"', () => {
    expect(parseSseChunk('data: one\r\ndata: two\r\n\r\n').events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('gives the same events however the stream is split into chunks', () => {
    const stream = 'event: ready\ndata: {"badges":{"messages":0}}\n\n: ping\n\nevent: read\ndata: {"ticket_id":4}\n\n';
    for (let cut = 0; cut <= stream.length; cut++) {
      const first = parseSseChunk(stream.slice(0, cut));
      const second = parseSseChunk(first.rest + stream.slice(cut));
      expect([...first.events, ...second.events].map((e) => e.event)).toEqual(['ready', 'read']);
    }
  });
});

describe('reconnectDelay', () => {
  it('grows from about a second to about thirty, with jitter', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(1000);
    expect(reconnectDelay(2, () => 0.5)).toBe(5000);
    expect(reconnectDelay(10, () => 0.5)).toBe(30_000);
    expect(reconnectDelay(0, () => 0)).toBe(750);
    expect(reconnectDelay(0, () => 0.999)).toBeLessThanOrEqual(1250);
  });
});
