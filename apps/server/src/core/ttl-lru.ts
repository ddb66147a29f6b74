// The server's one small in-process cache: least recently used entries go first past `maxEntries`, and
// an entry is good until its expiry and only for the version it was stored under (the public search's
// read-model version, ADR 0016; none for the rendered pages, ADR 0029). A Map keeps insertion order, so
// a hit is moved to the end and the oldest is first.

type TEntry<V> = { value: V; expiresAt: number; version: string };

export class TtlLru<V> {
  private readonly entries = new Map<string, TEntry<V>>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, now: number, version = ''): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version || entry.expiresAt <= now) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, expiresAt: number, version = ''): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt, version });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
