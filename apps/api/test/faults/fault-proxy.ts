import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A fault-injection TCP proxy for tests (issue 22): it sits between the API and PostgreSQL and can
 * cut every open connection, refuse new ones for a while, add latency, or cut everything at the
 * moment the client sends a statement that matches (to cut a transaction at a known point).
 */
export class FaultProxy {
  private readonly server: Server;
  private readonly pairs = new Set<{ client: Socket; upstream: Socket }>();
  private refuseUntil = 0;
  private latencyMs = 0;
  private trigger?: { match: RegExp; resolve: () => void };
  /** Connections the proxy accepted since it started (refused ones included). */
  accepted = 0;

  constructor(
    private readonly target: { host: string; port: number },
    private readonly port = 0,
  ) {
    this.server = createServer((client) => this.accept(client));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('fault proxy: no address');
    return `127.0.0.1:${address.port}`;
  }

  /** Open connections (client and server side together count one). */
  get open(): number {
    return this.pairs.size;
  }

  /** Cuts every open connection at once, as a crash or a failover of the server would. */
  cutAll() {
    for (const { client, upstream } of [...this.pairs]) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  /** Closes every new connection at once for this long (the server is away). */
  refuse(ms: number) {
    this.refuseUntil = Date.now() + ms;
  }

  /** Delays every chunk in both directions by this long (0 turns it off). */
  latency(ms: number) {
    this.latencyMs = ms;
  }

  /** Cuts every connection when the client next sends a statement matching this (it never reaches the server). */
  cutWhen(match: RegExp): Promise<void> {
    return new Promise((resolve) => {
      this.trigger = { match, resolve };
    });
  }

  async close() {
    this.cutAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket) {
    this.accepted++;
    if (Date.now() < this.refuseUntil) {
      client.destroy();
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    const pair = { client, upstream };
    this.pairs.add(pair);
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    this.pipe(client, upstream, true);
    this.pipe(upstream, client, false);
  }

  /** Forwards chunks in order, each after the latency of the moment it arrived. */
  private pipe(from: Socket, to: Socket, fromClient: boolean) {
    let last = 0;
    from.on('data', (chunk: Buffer) => {
      if (fromClient && this.trigger?.match.test(chunk.toString('latin1'))) {
        const { resolve } = this.trigger;
        this.trigger = undefined;
        this.cutAll();
        resolve();
        return;
      }
      if (this.latencyMs <= 0 && last <= Date.now()) {
        if (!to.destroyed) to.write(chunk);
        return;
      }
      const at = Math.max(Date.now() + this.latencyMs, last);
      last = at;
      setTimeout(() => {
        if (!to.destroyed) to.write(chunk);
      }, at - Date.now());
    });
  }
}
