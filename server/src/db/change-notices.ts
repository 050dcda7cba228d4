import type pg from "pg";

// PostgreSQL's LISTEN/NOTIFY between server instances on one database: a write's transaction
// sends a notice on a channel (delivered when it commits), and every instance listening hears
// it within milliseconds. Used for the content version (services/content-version.ts), so that
// every server's page and answer caches drop old content at once. A notice can be missed while
// the listening connection is down, so the listener reconnects by itself and calls `heard` on
// every (re)connection too (with no payload); the periodic read of the version (CACHE_SYNC_MS)
// stays as the net. A notice's payload says which server sent it.

export const CONTENT_CHANGED_CHANNEL = "content_changed";

export interface NoticeListener {
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 15_000;

export function listenForNotices(databaseUrl: string, channel: string, heard: (payload?: string) => void, log: (line: string) => void = () => undefined): NoticeListener {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Unexpected channel name: ${channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;
  let lostOnce = false;

  function retryLater(): void {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  async function connect(): Promise<void> {
    // Loaded here, not at the top: a server on SQLite never needs the PostgreSQL client.
    const { default: postgres } = await import("pg");
    if (closed) return;
    const next = new postgres.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    client = next;
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners("notification");
      next.end().catch(() => undefined);
      if (closed) return;
      if (!lostOnce) log("Lost the database connection that hears other servers' changes; reconnecting (caches meanwhile check the database every CACHE_SYNC_MS).");
      lostOnce = true;
      heard();
      retryLater();
    };
    next.on("error", lost);
    next.on("end", lost);
    next.on("notification", (message) => {
      if (message.channel === channel) heard(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      retryMs = FIRST_RETRY_MS;
      if (lostOnce) log("Hearing other servers' changes again.");
      lostOnce = false;
      // What was said while no one listened is lost: read again.
      heard();
    } catch {
      lost();
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
