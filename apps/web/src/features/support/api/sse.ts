/** Server-Sent Events parsing (the text/event-stream format), kept pure so it can be tested alone. */
export interface SseEvent {
  event: string;
  data: string;
}

/** Splits what arrived so far into complete events and the unfinished rest. Comment lines (heartbeats) are skipped. */
export function parseSseChunk(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  const text = buffer.replace(/\r\n?/g, '\n');
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** Delay before the n-th reconnection attempt (0-based): quick at first, then up to 30 s, with jitter. */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const base = [1000, 2000, 5000, 10_000, 30_000][Math.min(attempt, 4)]!;
  return Math.round(base * (0.75 + random() * 0.5));
}
