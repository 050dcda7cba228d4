import { CONTENT_TYPE_LIST, CONTENT_TYPES, type ContentKey } from "../content/registry.js";
import { noticeParentOf } from "../content/later-notice-types.js";
import { SYSTEM } from "../base/actor.js";
import type { Services } from "../services/services.js";
import { DEMO_CONTENT, siteSettings } from "./demo-content.js";
import { PlaceholderFiles } from "./placeholder-files.js";

// Fills an empty site with fictional demo content. Every row goes through the content
// services as the system actor, so it passes the same checks as an administrator's input.
// Idempotent: a type that already has rows is left alone, and settings are written only
// while none are saved.

export async function seedDemoContent(services: Services, log: (line: string) => void = () => {}): Promise<{ created: Record<string, number> }> {
  const started = performance.now();
  const files = new PlaceholderFiles();
  const created: Record<string, number> = {};

  if (await services.settings.isEmpty()) {
    // Lists copied (the demo's are read-only); Marathi values (`missionMr` ...) pass through like the rest.
    // The logo's description becomes a generated picture (files.resolve), as the rows' files do.
    const settings = Object.fromEntries(Object.entries(siteSettings).map(([name, value]) => [name, Array.isArray(value) ? [...(value as unknown[])] : value]));
    await services.settings.update(SYSTEM, await files.resolve(settings));
    created.siteSettings = 1;
  }

  const empty: (typeof DEMO_CONTENT)[number][] = [];
  for (const entry of DEMO_CONTENT) {
    const { totalCount } = await services.content[entry.key].list(SYSTEM, { limit: 1 });
    if (totalCount === 0) empty.push(entry);
  }
  files.prepare(empty.flatMap((entry) => entry.records));

  // A later notice names its parent (a corrigendum its tender): its type waits for the parent type's rows.
  const written = new Map<string, Promise<void>>();
  const writeType = (entry: (typeof empty)[number]) => {
    const parent = noticeParentOf(CONTENT_TYPES[entry.key], CONTENT_TYPE_LIST)?.spec.key;
    const writing = (async () => {
      await (parent ? written.get(parent) : undefined);
      await writeRows(entry);
    })();
    written.set(entry.key, writing);
    return writing;
  };
  const writeRows = async ({ key, records }: (typeof empty)[number]) => {
    const service = services.content[key];
    for (const record of records) {
      try {
        await service.create(SYSTEM, await files.resolve(record));
      } catch (error) {
        throw new Error(`The demo ${describe(key, record)} was refused: ${(error as Error).message}`, { cause: error });
      }
    }
    created[key] = records.length;
  };
  // Departments first (the other rows name them). Then two types at a time: each type's rows are
  // written in order, and one type's pictures are processed while the other's rows are written.
  const [first, ...rest] = empty;
  if (first) await writeType(first);
  let next = 0;
  const lane = async () => {
    while (next < rest.length) await writeType(rest[next++]!);
  };
  await Promise.all([lane(), lane()]);

  const rows = Object.values(created).reduce((sum, n) => sum + n, 0);
  if (rows > 0) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(`Demo content: ${rows} rows in ${Object.keys(created).length} types, ${files.distinctCount} placeholder files, ${seconds} s.`);
  }
  return { created };
}

function describe(key: ContentKey, record: Record<string, unknown>): string {
  const title = record.title ?? record.name ?? record.caption ?? record.firmName ?? record.facultyName ?? record.session;
  return `${key} row${title ? ` "${String(title)}"` : ""}`;
}
