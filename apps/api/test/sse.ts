import { type IncomingMessage, request } from 'node:http';

/** A small Server-Sent Events reader for tests of event streams (plain node:http, one socket per stream, no pooling). */
export interface SseEvent {
  event: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  /** The JSON body of a response that is not a stream (an error). */
  body: unknown;
  contentType: string | null;
  events: SseEvent[];
  /** Comment lines seen (heartbeats). */
  comments: string[];
  /** Resolves with the first event (already received or coming) with this name that matches. */
  next(event: string, match?: (data: never) => boolean, timeoutMs?: number): Promise<unknown>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, resolve);
    req.on('error', reject);
    req.end();
  });
  const close = () => res.destroy();
  let body: unknown;
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const w of [...waiters]) w();
  };
  let endedResolve!: () => void;
  const ended = new Promise<void>((r) => {
    endedResolve = r;
  });

  const contentType = (res.headers['content-type'] as string | undefined) ?? null;
  if (contentType?.startsWith('text/event-stream')) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let cut = buffer.indexOf('\n\n');
          while (cut !== -1) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trim());
            }
            if (data.length) events.push({ event, data: JSON.parse(data.join('\n')) });
            notify();
            cut = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
      endedResolve();
      notify();
    })();
  } else {
    let text = '';
    for await (const chunk of res) text += chunk;
    body = text ? JSON.parse(text) : undefined;
    endedResolve();
  }

  return {
    status: res.statusCode ?? 0,
    body,
    contentType,
    events,
    comments,
    ended,
    close,
    next(event, match = () => true, timeoutMs = 5000) {
      const seen = new Set<SseEvent>();
      return new Promise((resolve, reject) => {
        const check = () => {
          for (const e of events) {
            if (seen.has(e)) continue;
            seen.add(e);
            if (e.event === event && match(e.data as never)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(e.data);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no "${event}" event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
