import type { DataSource, EntityTarget, ObjectLiteral } from "typeorm";
import { SYSTEM } from "../base/actor.js";
import { AppError } from "../base/errors.js";
import type { ContentService } from "./content-service.types.js";

// How long the public forms' submissions (admission confirmations, alumni registrations: the
// content types anyone may create) are kept: SUBMISSION_RETENTION_MONTHS, 0 for ever. Older
// rows are deleted through their service, as an administrator's delete would.

export interface PurgedType {
  label: string;
  count: number;
}

export interface SubmissionRetention {
  readonly months: number;
  /** Deletes the submissions made before `months` before `now`; says how many of each type. */
  purge(now?: Date): Promise<PurgedType[]>;
}

/** The moment `months` calendar months before `now` (the 31st falls back to the month's last day). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** Trashed already (by an administrator) or gone: the next step decides. */
function ignoreNotFound(error: unknown): void {
  if (!(error instanceof AppError && error.code === "NOT_FOUND")) throw error;
}

export function createSubmissionRetention(
  dataSource: DataSource,
  months: number,
  types: readonly { service: ContentService; entity: EntityTarget<ObjectLiteral> }[],
): SubmissionRetention {
  const submissions = types.filter(({ service }) => service.spec.access.create === "public");
  return {
    months,
    async purge(now = new Date()) {
      if (months === 0) return [];
      const cutoff = monthsBefore(now, months);
      const purged: PurgedType[] = [];
      for (const { service, entity } of submissions) {
        const rows = await dataSource.getRepository(entity).createQueryBuilder("t").select("t.id").where("t.createdAt < :cutoff", { cutoff }).getMany();
        let count = 0;
        for (const row of rows) {
          try {
            // Personal data is not kept in the trash: straight through it, for ever.
            await service.remove(SYSTEM, Number(row.id)).catch(ignoreNotFound);
            await service.deleteForever(SYSTEM, Number(row.id));
            count += 1;
          } catch (error) {
            // Another server instance (or an administrator) deleted it a moment ago.
            if (!(error instanceof AppError && error.code === "NOT_FOUND")) throw error;
          }
        }
        if (count) purged.push({ label: count === 1 ? service.spec.label : service.spec.pluralLabel, count });
      }
      return purged;
    },
  };
}
