import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export const fixture = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8'));

export interface Recorded {
  status: number;
  body: unknown;
}

/**
 * A local HTTP server that answers recorded responses, so the adapters run their real fetch, URL
 * building and parsing. `answer` gets the request's URL and returns what to send; the URLs asked
 * are kept in `requests`.
 */
export async function recordedServer(answer: (url: URL) => Recorded): Promise<{ url: string; requests: URL[]; close: () => Promise<void> }> {
  const requests: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://recorded');
    requests.push(url);
    const { status, body } = answer(url);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
