import { In, type DataSource } from "typeorm";
import { SearchQueueItem } from "./entities/search.js";
import { WebhookDelivery } from "./entities/webhook-delivery.js";

// What the metrics read from the database when Prometheus scrapes (http/metrics.ts keeps the
// answer a few seconds): how much work waits in the durable queues, and the PostgreSQL pool.

/** Rows waiting to be indexed for search, and webhook deliveries not yet sent. */
export async function queueLengths(dataSource: DataSource): Promise<{ search: number; webhooks: number }> {
  const [search, webhooks] = await Promise.all([
    dataSource.getRepository(SearchQueueItem).count(),
    dataSource.getRepository(WebhookDelivery).countBy({ status: In(["pending", "sending"]) }),
  ]);
  return { search, webhooks };
}

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** The pg driver's pool (TypeORM's driver.master), read without a query; undefined on SQLite. */
export function databasePoolOf(dataSource: DataSource): () => { total: number; idle: number; waiting: number } | undefined {
  if (dataSource.options.type !== "postgres") return () => undefined;
  return () => {
    const pool = (dataSource.driver as unknown as { master?: Partial<PgPool> }).master;
    if (typeof pool?.totalCount !== "number") return undefined;
    return { total: pool.totalCount, idle: pool.idleCount ?? 0, waiting: pool.waitingCount ?? 0 };
  };
}
