import type { Database, Executor } from '@vedmarked/db';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { PoolClient } from 'pg';

type Handler = (payload: unknown) => void;

export interface Realtime {
  /**
   * Publishes a payload on a channel with PostgreSQL NOTIFY inside the caller's transaction, so it
   * goes out only if the transaction commits (and never for a rolled-back change).
   */
  publish(tx: Executor, channel: string, payload: unknown): Promise<void>;
  /** Calls the handler for every payload published on the channel by any process on the same database. */
  subscribe(channel: string, handler: Handler): Promise<() => Promise<void>>;
  /** Called after the listening connection came back: events may have been missed meanwhile. */
  onResync(handler: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const CHANNEL = /^[a-z][a-z0-9_]{0,40}$/;
const channelName = (channel: string) => {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid realtime channel name: ${channel}`);
  return `vm_${channel}`;
};
/** NOTIFY payloads are limited to 8000 bytes: send ids and let listeners read the rows. */
const MAX_PAYLOAD_BYTES = 7900;

interface Listener {
  listen(channel: string, onPayload: (raw: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** PGlite: LISTEN/NOTIFY within the one embedded database of this process. */
function pgliteListener(database: Database): Listener {
  const pglite = database.pglite!;
  const offs = new Set<() => Promise<void>>();
  return {
    async listen(channel, onPayload) {
      const off = await pglite.listen(channel, onPayload);
      const wrapped = async () => {
        offs.delete(wrapped);
        if (!pglite.closed) await off();
      };
      offs.add(wrapped);
      return wrapped;
    },
    async close() {
      for (const off of [...offs]) await off().catch(() => {});
    },
  };
}

/**
 * PostgreSQL server: one connection from the pool stays checked out and LISTENs for every channel
 * this process cares about; NOTIFY from any process reaches all of them. When the connection drops
 * it comes back with a growing delay and the subscribers are told to resync.
 */
// Long by design: one listening connection's life (listen, lose, reconnect, resync) in one closure.
function pgListener(database: Database, log: { warn(o: object, m: string): void; info(o: object, m: string): void }, resync: () => void): Listener {
  const pool = database.pool!;
  type Client = PoolClient;
  const channels = new Map<string, Set<(raw: string) => void>>();
  let client: Client | undefined;
  let connecting: Promise<Client> | undefined;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const onNotification = (msg: { channel: string; payload?: string }) => {
    for (const h of channels.get(msg.channel) ?? []) h(msg.payload ?? '');
  };

  /** Tries to connect again after a growing delay (0.5 s, doubling, at most 30 s), then resyncs. */
  function retryLater(message: string, err?: unknown) {
    if (closed) return;
    const delay = Math.min(30_000, 500 * 2 ** failures++);
    log.warn({ err, retryInMs: delay }, message);
    timer = setTimeout(() => connect().then(resync, () => {}), delay);
    timer.unref();
  }

  function drop(c: Client, err?: Error) {
    if (client !== c) return;
    client = undefined;
    c.removeListener('notification', onNotification);
    c.release(err ?? true);
    retryLater('realtime listener connection lost; reconnecting', err);
  }

  async function connect(): Promise<Client> {
    if (client) return client;
    connecting ??= (async () => {
      let c: Client | undefined;
      try {
        const got = await pool.connect();
        c = got;
        got.on('notification', onNotification);
        got.on('error', (err) => drop(got, err));
        got.on('end', () => drop(got));
        for (const ch of channels.keys()) await got.query(`LISTEN "${ch}"`);
        client = got;
        failures = 0;
        return got;
      } catch (err) {
        // Cut while it was set up (before it became the listener): give the connection back,
        // broken, or the pool waits for it forever (and closing the pool never ends).
        // (It never became the listener: `client` is only set once every LISTEN has succeeded.)
        if (c) {
          c.removeListener('notification', onNotification);
          c.release(err instanceof Error ? err : true);
        }
        retryLater('realtime listener could not connect; retrying', err);
        throw err;
      } finally {
        connecting = undefined;
      }
    })();
    return connecting;
  }

  return {
    async listen(channel, onPayload) {
      let set = channels.get(channel);
      if (!set) {
        set = new Set();
        channels.set(channel, set);
        const c = await connect();
        await c.query(`LISTEN "${channel}"`); // LISTEN twice is harmless (a fresh connection already listens to all)
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && channels.get(channel) === set) {
          channels.delete(channel);
          if (client && !closed) await client.query(`UNLISTEN "${channel}"`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      if (c) {
        c.removeListener('notification', onNotification);
        await c.query('UNLISTEN *').catch(() => {});
        c.release();
      }
      channels.clear();
    },
  };
}

/**
 * Fan-out of events between API processes through PostgreSQL LISTEN/NOTIFY: on a PostgreSQL server
 * every process hears every other; on the embedded PGlite (one process) NOTIFY reaches this process.
 * Either way a payload is sent only when the transaction that published it commits.
 */
export default fp(
  async (app) => {
    const resyncHandlers = new Set<() => void>();
    const resync = () => {
      for (const h of resyncHandlers) h();
    };
    const listener = app.database.kind === 'postgres' ? pgListener(app.database, app.log, resync) : pgliteListener(app.database);
    const handlers = new Map<string, { set: Set<Handler>; off: Promise<() => Promise<void>> }>();

    const realtime: Realtime = {
      async publish(tx, channel, payload) {
        const text = JSON.stringify(payload);
        if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error(`realtime payload on ${channel} is too large`);
        await tx.execute(sql`select pg_notify(${channelName(channel)}, ${text})`);
      },
      async subscribe(channel, handler) {
        const name = channelName(channel);
        let entry = handlers.get(name);
        if (!entry) {
          const set = new Set<Handler>();
          const off = listener.listen(name, (raw) => {
            let payload: unknown;
            try {
              payload = JSON.parse(raw);
            } catch {
              app.log.warn({ channel: name }, 'realtime payload is not JSON; ignored');
              return;
            }
            for (const h of set) {
              try {
                h(payload);
              } catch (err) {
                app.log.error({ err, channel: name }, 'realtime handler failed');
              }
            }
          });
          entry = { set, off };
          handlers.set(name, entry);
          off.catch(() => handlers.delete(name));
        }
        entry.set.add(handler);
        await entry.off;
        const current = entry;
        return async () => {
          current.set.delete(handler);
          if (current.set.size === 0 && handlers.get(name) === current) {
            handlers.delete(name);
            await (await current.off)();
          }
        };
      },
      onResync(handler) {
        resyncHandlers.add(handler);
        return () => resyncHandlers.delete(handler);
      },
    };
    app.decorate('realtime', realtime);
    // Runs before the database closes (onClose hooks run in reverse order of registration).
    app.addHook('onClose', async () => {
      handlers.clear();
      await listener.close();
    });
  },
  { name: 'realtime', dependencies: ['db'] },
);
