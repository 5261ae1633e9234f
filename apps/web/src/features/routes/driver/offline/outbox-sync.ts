import type { OutboxStore } from './outbox-store.ts';
import { afterFailure, dueItems, nextDueIn, type OutboxItem, retried, stopKey } from './queue.ts';

/** A send that failed: the HTTP status (0 without a connection) and the server's message. */
export interface SendFailure {
  status: number;
  message: string;
}

export interface SyncDeps {
  store: OutboxStore;
  /** Sends one item; rejects with a SendFailure-like error ({ status, message }). */
  send(item: OutboxItem): Promise<void>;
  isOnline(): boolean;
  now?: () => number;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
}

export interface SyncState {
  items: OutboxItem[];
  /** Stops this phone sent something for since the app opened. */
  sentStops: ReadonlySet<string>;
  sending: boolean;
}

/**
 * Works the outbox: sends the due items one at a time (oldest first), removes each once the server
 * has it, and reschedules a failed one with backoff (queue.ts). It runs when asked (an item added,
 * the phone back online) and by its own timer for the next retry; one run at a time.
 */
export class OutboxSync {
  private state: SyncState = { items: [], sentStops: new Set(), sending: false };
  private listeners = new Set<(s: SyncState) => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: unknown = null;
  /** After a send lost the connection, nothing is sent before this time (unless the browser says it is back online). */
  private pausedUntil = 0;
  private readonly now: () => number;

  constructor(private readonly deps: SyncDeps) {
    this.now = deps.now ?? Date.now;
  }

  get snapshot(): SyncState {
    return this.state;
  }

  subscribe(l: (s: SyncState) => void): () => void {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }

  private emit(patch: Partial<SyncState>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l(this.state);
  }

  /** Reads the stored items (after a reload) and sends what is due. */
  async load(): Promise<void> {
    this.emit({ items: await this.deps.store.list() });
    await this.flush();
  }

  async add(item: OutboxItem): Promise<void> {
    await this.deps.store.put(item);
    this.emit({ items: [...this.state.items.filter((i) => i.id !== item.id), item] });
    await this.flush();
  }

  /** Sends the refused items again, and everything waiting at once (the driver's "send now"). */
  async retryAll(): Promise<void> {
    const now = this.now();
    const items = this.state.items.map((i) => retried(i, now));
    for (const i of items) await this.deps.store.put(i);
    this.emit({ items });
    await this.flush();
  }

  /** The browser is back online: send at once, whatever the backoff said. */
  resume(): Promise<void> {
    this.pausedUntil = 0;
    const now = this.now();
    this.emit({ items: this.state.items.map((i) => (i.failed || i.nextAt <= now ? i : { ...i, nextAt: now })) });
    return this.flush();
  }

  /** Sends what is due; a call during a run makes the run go round once more. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = null;
      this.schedule();
    });
    return this.running;
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      if (!this.deps.isOnline() || this.now() < this.pausedUntil) return;
      const due = dueItems(this.state.items, this.now());
      if (!due.length) return;
      this.emit({ sending: true });
      try {
        for (const item of due) if (!(await this.sendOne(item))) break;
      } finally {
        this.emit({ sending: false });
      }
    } while (this.again);
  }

  /** False when the connection is gone (the rest waits for the next run). */
  private async sendOne(item: OutboxItem): Promise<boolean> {
    try {
      await this.deps.send(item);
    } catch (e) {
      const failure = { status: Number((e as SendFailure).status ?? 0), message: String((e as SendFailure).message ?? '') };
      const next = afterFailure(item, failure, this.now(), this.deps.random?.() ?? Math.random());
      await this.deps.store.put(next);
      this.emit({ items: this.state.items.map((i) => (i.id === item.id ? next : i)) });
      if (failure.status !== 0) return true;
      this.pausedUntil = next.nextAt;
      return false;
    }
    await this.deps.store.remove(item.id);
    this.emit({
      items: this.state.items.filter((i) => i.id !== item.id),
      sentStops: new Set([...this.state.sentStops, stopKey(item.routeId, item.orderId)]),
    });
    return true;
  }

  private schedule() {
    const clear = this.deps.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
    if (this.timer !== null) clear(this.timer);
    this.timer = null;
    // Offline, nothing is tried: the browser's online event starts the next run.
    const due = this.deps.isOnline() ? nextDueIn(this.state.items, this.now()) : null;
    if (due === null) return;
    const wait = Math.max(due, this.pausedUntil - this.now());
    const setTimer = this.deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.timer = setTimer(
      () => {
        this.timer = null;
        void this.flush();
      },
      Math.max(wait, 250),
    );
  }

  stop() {
    if (this.timer !== null) (this.deps.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>)))(this.timer);
    this.timer = null;
    this.listeners.clear();
  }
}
