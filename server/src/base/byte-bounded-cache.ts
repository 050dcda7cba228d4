// A least-recently-used map bounded by the bytes its entries hold, keys included, as each
// entry's owner estimates them. Used for Apollo's parsed documents (graphql/document-store.ts)
// and the visitors' answers (answer-cache/answer-cache.ts), so that neither grows with the
// number of distinct requests, however long or however many.

/** What one Map entry costs beside its key and value: the entry itself and the bookkeeping object. */
export const ENTRY_OVERHEAD_BYTES = 160;

/** Heap bytes of a string: V8 keeps text with any character above U+00FF at two bytes each. */
export function stringBytes(text: string): number {
  // Checking every character would cost as much as the text; twice its length is never too little.
  return 16 + 2 * text.length;
}

export class ByteBoundedCache<V> {
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;

  /**
   * @param maxBytes the most the entries may hold together
   * @param valueBytes the bytes one value holds (its key and the entry are added here)
   * @param maxEntryBytes a larger entry is not kept: it would push out many small ones
   */
  constructor(
    readonly maxBytes: number,
    private readonly valueBytes: (value: V) => number,
    private readonly maxEntryBytes = maxBytes,
  ) {}

  /** Bytes held, keys included. */
  get bytes(): number {
    return this.#bytes;
  }

  get count(): number {
    return this.#entries.size;
  }

  /** The value, marked as recently used. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: moving the entry to the end marks it recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the value unless it alone is over the limits; the least recently used go to make room. */
  set(key: string, value: V): boolean {
    const bytes = stringBytes(key) + this.valueBytes(value) + ENTRY_OVERHEAD_BYTES;
    this.delete(key);
    if (bytes > this.maxEntryBytes || bytes > this.maxBytes) return false;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return true;
  }

  delete(key: string): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    return true;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
