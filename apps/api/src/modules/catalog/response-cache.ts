/**
 * A least-recently-used map bounded by the bytes its values hold. Values report their own size
 * (it may grow after insertion: call `resize`), so a few big answers cannot push the process
 * past its budget.
 */
export class ByteLru<V> {
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(
    readonly maxBytes: number,
    readonly sizeOf: (value: V) => number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const e = this.#entries.get(key);
    if (!e) return undefined;
    // Most recently used last.
    this.#entries.delete(key);
    this.#entries.set(key, e);
    return e.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    this.#evict();
  }

  /** Accounts for a value that grew (or shrank) in place. */
  resize(key: string): void {
    const e = this.#entries.get(key);
    if (!e) return;
    const bytes = this.sizeOf(e.value);
    this.#bytes += bytes - e.bytes;
    e.bytes = bytes;
    if (bytes > this.maxBytes) this.delete(key);
    else this.#evict();
  }

  delete(key: string): void {
    const e = this.#entries.get(key);
    if (!e) return;
    this.#entries.delete(key);
    this.#bytes -= e.bytes;
  }

  /** Every entry, least recently used first, without touching their order (deleting while iterating is fine). */
  *entries(): IterableIterator<[string, V]> {
    for (const [key, e] of this.#entries) yield [key, e.value];
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #evict() {
    for (const [key] of this.#entries) {
      if (this.#bytes <= this.maxBytes) return;
      this.delete(key);
    }
  }
}
