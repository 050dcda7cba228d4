import type { DataSource } from "typeorm";
import { WebhookDelivery, Webhook } from "../../db/entities/index.js";
import type { Sealer } from "../../secrets/sealed-text.js";
import { wakeSoon } from "../../base/wake-soon.js";
import { webhookBody, type WebhookPayload } from "./webhook-events.js";
import { MAX_ATTEMPTS, nextAttemptAfter } from "./retry-schedule.js";
import { sendSigned, SEND_TIMEOUT_MS, type SendOutcome } from "./send.js";
import { SIGNATURE_HEADER, signWebhookBody, TIMESTAMP_HEADER } from "./signature.js";
import { sharedLogger } from "../../base/logger.js";

// Sends the stored deliveries that are due, off the request path: woken when a delivery is
// queued and every few seconds for retries. `takeDue` is the one step that claims rows: a
// conditional update that sets status "sending" and a lease (next_attempt_at a minute ahead),
// so a server that stops mid-send leaves the row to be taken again after the lease, and two
// servers never take the same row (a later version may claim with FOR UPDATE SKIP LOCKED).

const TICK_MS = 15_000;
/** Delivered and failed deliveries are kept this long for the panel, then deleted. */
export const KEEP_FINISHED_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const LEASE_MS = 60_000 + SEND_TIMEOUT_MS;
const BATCH = 20;

export interface WebhookSite {
  allowPrivate: boolean;
  /** Names the site in the User-Agent. */
  name: string;
}

export interface WebhookWorker {
  /** Sends every delivery due at `now` (tests pass a later time instead of waiting). */
  deliverDue(now?: Date): Promise<number>;
  /** Wakes the worker soon (a delivery was queued). */
  nudge(): void;
  /** Starts sending by itself; call the result to stop (waits for a send under way). */
  start(): () => Promise<void>;
}

export function createWebhookWorker(dataSource: DataSource, sealer: Sealer, site: () => Promise<WebhookSite>): WebhookWorker {
  const deliveries = () => dataSource.getRepository(WebhookDelivery);
  let running: Promise<number> = Promise.resolve(0);
  let prunedAt = 0;

  /** Deletes finished deliveries older than KEEP_FINISHED_MS (at most once an hour). */
  async function prune(now: Date): Promise<void> {
    if (now.getTime() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now.getTime();
    await deliveries()
      .createQueryBuilder()
      .delete()
      .where("status IN (:...finished) AND last_attempt_at < :before", { finished: ["delivered", "failed"], before: new Date(now.getTime() - KEEP_FINISHED_MS) })
      .execute();
  }

  /** Claims up to BATCH due deliveries for this worker; each is this worker's until its lease ends. */
  async function takeDue(now: Date): Promise<WebhookDelivery[]> {
    const due = await deliveries()
      .createQueryBuilder("d")
      .where("d.status IN (:...open)", { open: ["pending", "sending"] })
      .andWhere("d.nextAttemptAt <= :now", { now })
      .orderBy("d.nextAttemptAt", "ASC")
      .limit(BATCH)
      .getMany();
    const taken: WebhookDelivery[] = [];
    for (const row of due) {
      const claim = await deliveries()
        .createQueryBuilder()
        .update()
        .set({ status: "sending", nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where("id = :id AND status IN (:...open) AND next_attempt_at <= :now", { id: row.id, open: ["pending", "sending"], now })
        .execute();
      if (claim.affected === 1) taken.push(row);
    }
    return taken;
  }

  async function deliver(row: WebhookDelivery, now: Date, about: WebhookSite): Promise<void> {
    const hook = await dataSource.getRepository(Webhook).findOneBy({ id: row.webhookId });
    if (!hook) return; // deleted meanwhile: its deliveries went with it
    const body = webhookBody(row.id, JSON.parse(row.payload) as WebhookPayload);
    const timestamp = Math.floor(now.getTime() / 1000);
    let secret: string;
    try {
      secret = sealer.open(hook.secret);
    } catch {
      secret = "";
    }
    const outcome: SendOutcome = secret
      ? await sendSigned(
          hook.url,
          {
            "Content-Type": "application/json",
            "User-Agent": `${about.name} webhooks`,
            [TIMESTAMP_HEADER]: String(timestamp),
            [SIGNATURE_HEADER]: signWebhookBody(secret, timestamp, body),
          },
          body,
          about.allowPrivate,
        )
      : {
          status: null,
          ok: false,
          durationMs: 0,
          outcome: "The webhook's secret does not open with this site's data key, so nothing was sent. Delete the webhook and add it again.",
        };
    const attempts = row.attempts + 1;
    const next = outcome.ok ? null : nextAttemptAfter(attempts, now);
    await deliveries().update(
      { id: row.id },
      {
        status: outcome.ok ? "delivered" : next && attempts < MAX_ATTEMPTS ? "pending" : "failed",
        attempts,
        nextAttemptAt: next,
        lastAttemptAt: now,
        lastStatus: outcome.status,
        lastOutcome: outcome.outcome,
        lastDurationMs: outcome.durationMs,
      },
    );
  }

  async function tick(now: Date): Promise<number> {
    await prune(now);
    const taken = await takeDue(now);
    if (taken.length === 0) return 0;
    const about = await site();
    await Promise.all(taken.map((row) => deliver(row, now, about)));
    return taken.length;
  }

  /** One tick at a time in this process: a call waits for the one under way, then runs. */
  function deliverDue(now?: Date): Promise<number> {
    running = running.catch(() => 0).then(() => tick(now ?? new Date()));
    return running;
  }

  const safeTick = () => {
    deliverDue().catch((error: unknown) => sharedLogger().error(`Webhook deliveries could not be sent: ${(error as Error).message}`));
  };
  const soon = wakeSoon(10, safeTick);

  return {
    deliverDue,
    nudge() {
      soon.wake();
    },
    start() {
      soon.start();
      const timer = setInterval(safeTick, TICK_MS);
      timer.unref();
      safeTick();
      return async () => {
        soon.stop();
        clearInterval(timer);
        await running.catch(() => 0);
      };
    },
  };
}
