import type { ServerResponse } from 'node:http';
import { SUPPORT_STREAM_HEARTBEAT_MS } from '@vedmarked/domain';
import type { Db } from '@vedmarked/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../plugins/auth.ts';
import { countUnreadTickets, lastMessageId, loadMessageEvent, loadMessagesSince, type SupportEvent, toMessage } from './support.service.ts';

/** One open event stream: a browser tab of a signed-in user. */
interface Connection {
  user: AuthUser;
  staff: boolean;
  token: string;
  res: ServerResponse;
  beats: number;
  /** The message id this stream is up to date with (unknown until read): where a catch-up starts. */
  last?: number;
  /** Message ids sent lately, so an event that arrives both live and by a catch-up is sent once. */
  sent: Set<number>;
}

/** How many sent message ids a stream remembers. */
const SENT_MEMORY = 256;

type MessageEventRow = NonNullable<Awaited<ReturnType<typeof loadMessageEvent>>>;

/** A stream whose client stopped reading (more than this waiting in the buffer) is closed. */
const MAX_BUFFERED_BYTES = 1_000_000;
/** Tabs one user may keep streaming at once; the oldest is closed past this. */
const MAX_STREAMS_PER_USER = 8;
/** The session behind a stream is checked again every few heartbeats (logout and disabled users end it). */
const VERIFY_EVERY_BEATS = 4;

/**
 * The Server-Sent Events side of the support chat in this process. Events reach it from every
 * process through the realtime channel (PostgreSQL LISTEN/NOTIFY); it reads the rows once per event
 * and writes to the streams that may see them: the ticket's owner and the support staff.
 */
export class SupportStreams {
  private readonly byUser = new Map<number, Set<Connection>>();
  private readonly staff = new Set<Connection>();
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly verify: (token: string) => Promise<AuthUser>,
    private readonly log: FastifyBaseLogger,
    heartbeatMs = SUPPORT_STREAM_HEARTBEAT_MS,
  ) {
    this.timer = setInterval(() => void this.heartbeat(), heartbeatMs);
    this.timer.unref();
  }

  get size(): number {
    let n = this.staff.size;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /**
   * Starts a stream on a hijacked response and keeps it until the client goes away or the app closes.
   * With `lastEventId` (the SSE Last-Event-ID of a reconnecting client: a message id) the messages
   * after it are sent first.
   */
  open(res: ServerResponse, user: AuthUser, token: string, requestId: string, lastEventId?: number) {
    const conn: Connection = { user, staff: user.role === 'admin', token, res, beats: 0, sent: new Set(), last: lastEventId };
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      // The socket closes with the stream, so an app shutting down is not kept waiting by an idle keep-alive socket.
      connection: 'close',
      // Tell nginx-like proxies not to buffer the stream.
      'x-accel-buffering': 'no',
      'x-request-id': requestId,
      'x-content-type-options': 'nosniff',
    });
    res.socket?.setNoDelay(true);
    res.socket?.setTimeout(0);
    // retry: how long the browser waits before reconnecting; then a first comment flushes the headers.
    res.write('retry: 5000\n: connected\n\n');

    if (this.closed) {
      res.end();
      return;
    }
    const set = conn.staff ? this.staff : (this.byUser.get(user.id) ?? new Set<Connection>());
    if (!conn.staff) this.byUser.set(user.id, set);
    if (set.size >= MAX_STREAMS_PER_USER && !conn.staff) {
      const oldest = set.values().next().value;
      if (oldest) this.drop(oldest);
    }
    set.add(conn);
    res.on('close', () => this.remove(conn));
    res.on('error', () => this.remove(conn));

    if (lastEventId !== undefined) void this.catchUp([conn]);
    else {
      void lastMessageId(this.db).then(
        (id) => {
          conn.last = Math.max(conn.last ?? 0, id);
        },
        (err) => this.log.warn({ err }, 'support stream: could not read the last message id'),
      );
    }
    // The current badge at once, so a reconnecting client is up to date without polling.
    void countUnreadTickets(this.db, { id: user.id, staff: conn.staff }).then(
      (messages) => this.send(conn, 'ready', { badges: { messages } }),
      (err) => this.log.warn({ err }, 'support stream: could not count unread tickets'),
    );
  }

  private remove(conn: Connection) {
    if (conn.staff) this.staff.delete(conn);
    else {
      const set = this.byUser.get(conn.user.id);
      set?.delete(conn);
      if (set && set.size === 0) this.byUser.delete(conn.user.id);
    }
  }

  private drop(conn: Connection) {
    this.remove(conn);
    if (!conn.res.writableEnded) conn.res.end();
  }

  private write(conn: Connection, chunk: string) {
    const { res } = conn;
    if (res.writableEnded || res.destroyed) return this.remove(conn);
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      this.log.info({ userId: conn.user.id }, 'support stream: client is not reading; closing its stream');
      return this.drop(conn);
    }
    res.write(chunk);
  }

  private send(conn: Connection, event: string, data: unknown) {
    this.write(conn, `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** A message event, with its id as the SSE id (once per stream, whether it came live or by a catch-up). */
  private sendMessage(conn: Connection, row: MessageEventRow) {
    if (conn.sent.has(row.id)) return false;
    conn.sent.add(row.id);
    if (conn.sent.size > SENT_MEMORY) conn.sent.delete(conn.sent.values().next().value!);
    conn.last = Math.max(conn.last ?? 0, row.id);
    const data = { ticket_id: row.ticketId, message: toMessage(row, { staff: conn.staff }), receiver_unread: conn.staff ? row.staffUnread : row.userUnread };
    this.write(conn, `id: ${row.id}\nevent: message\ndata: ${JSON.stringify(data)}\n\n`);
    return true;
  }

  private all(): Connection[] {
    return [...this.staff, ...[...this.byUser.values()].flatMap((s) => [...s])];
  }

  /** Sends the streams every message they may see after the one they are up to date with, then their badges. */
  private async catchUp(conns: Connection[]) {
    const known = conns.filter((c) => c.last !== undefined);
    if (known.length === 0) return;
    const rows = await loadMessagesSince(this.db, Math.min(...known.map((c) => c.last!)));
    for (const c of known) {
      const from = c.last!;
      let sent = 0;
      for (const row of rows) if (row.id > from && (c.staff || row.ownerId === c.user.id) && this.sendMessage(c, row)) sent++;
      if (sent > 0) this.send(c, 'badges', { messages: await countUnreadTickets(this.db, { id: c.user.id, staff: c.staff }) });
    }
  }

  /** A comment line keeps the connection open through proxies; now and then the session is checked again. */
  private async heartbeat() {
    for (const conn of this.all()) {
      this.write(conn, ': ping\n\n');
      conn.beats++;
      if (conn.beats % VERIFY_EVERY_BEATS === 0) {
        try {
          await this.verify(conn.token);
        } catch {
          this.send(conn, 'unauthorized', {});
          this.drop(conn);
        }
      }
    }
  }

  /**
   * The listener was away and events may have been missed: every stream gets the messages published
   * meanwhile from the database, then a `resync` event (the client refetches what else it shows).
   */
  async resync() {
    const conns = this.all();
    try {
      await this.catchUp(conns);
    } catch (err) {
      this.log.warn({ err }, 'support stream: could not catch up after the listener came back');
    }
    for (const conn of conns) this.send(conn, 'resync', {});
  }

  /** Handles one event of the realtime channel. */
  async dispatch(event: SupportEvent) {
    const owners = this.byUser.get(event.owner_id);
    const ownerConns = owners ? [...owners] : [];
    const staffConns = [...this.staff];
    if (event.type === 'read') {
      const conns = event.side === 'staff' ? staffConns : ownerConns;
      if (conns.length === 0) return;
      const messages = await countUnreadTickets(this.db, { id: event.owner_id, staff: event.side === 'staff' });
      for (const c of conns) {
        this.send(c, 'read', { ticket_id: event.ticket_id });
        this.send(c, 'badges', { messages });
      }
      return;
    }
    if (ownerConns.length === 0 && staffConns.length === 0) return;
    const row = await loadMessageEvent(this.db, event.message_id);
    if (!row) return;
    const [ownerBadge, staffBadge] = await Promise.all([
      ownerConns.length ? countUnreadTickets(this.db, { id: event.owner_id, staff: false }) : 0,
      staffConns.length ? countUnreadTickets(this.db, { id: 0, staff: true }) : 0,
    ]);
    for (const c of ownerConns) if (this.sendMessage(c, row)) this.send(c, 'badges', { messages: ownerBadge });
    for (const c of staffConns) if (this.sendMessage(c, row)) this.send(c, 'badges', { messages: staffBadge });
  }

  /** Ends every stream (the app is closing); clients reconnect to another process or after the restart. */
  close() {
    this.closed = true;
    clearInterval(this.timer);
    for (const conn of this.all()) {
      this.send(conn, 'bye', {});
      this.drop(conn);
    }
  }
}
