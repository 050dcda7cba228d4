import type { DataSource } from "typeorm";
import { BROKEN_LINKS_SOURCE } from "../../db/public-sources.js";
import type { ContentTypeSpec } from "../../content/define.js";
import { internalPath, isExternalHref, UPLOADS_PREFIX } from "../../content/link-targets.js";
import { BrokenLink } from "../../db/entities/index.js";
import { runTransaction } from "../../db/transaction.js";
import type { ContentRow, ContentService } from "../content-service.types.js";
import type { ContentVersionTracker } from "../content-version.js";
import type { FileFacts } from "../file-facts.js";
import { everyRow } from "../every-row.js";
import type { WriteEvent, WriteListener } from "../write-journal.js";
import { askOtherSite } from "./other-sites.js";
import { isCheckedType, linksInRow, type LinkInContent } from "./links-in-content.js";

// The link check (issue 37, GIGW): every link in visitors' content that leads nowhere is kept in
// the broken_link table, which the dashboard lists and the public pages read (a broken link is
// shown as plain text). A full check runs at start and daily under a lease (upkeep.ts); a save
// checks its own row at once. Links to this site are checked without HTTP: a page against the
// route table and the pages that exist (the sitemap's list), a file against the storage. Links to
// other sites are asked over HTTP only when LINK_CHECK_EXTERNAL is on.

/** What the link check knows of the site's pages (ssr/link-check-pages.ts, once the server render is loaded). */
export interface SitePages {
  /** The canonical path of the page at `path` (another spelling is sent there), or null when no route has it. */
  canonicalPath(path: string): string | null;
  /** Every page that exists now, by canonical path, in every language. */
  pagePaths(): Promise<Set<string>>;
}

export type BrokenReason = "no-page" | "no-file" | "no-answer";

export interface FoundBrokenLink {
  typeKey: string;
  rowId: number;
  field: string;
  href: string;
  reason: BrokenReason;
  checkedAt: Date;
}

export interface LinkCheckOptions {
  external: boolean;
  timeoutMs: number;
  now: () => Date;
}

export interface LinkChecker {
  /** Told by the server once its page render is loaded; until then page links are not judged. */
  learnSitePages(site: SitePages): void;
  /** Checks every row of every type visitors read and replaces the whole list; gives how many links are broken. */
  checkAll(): Promise<number>;
  /** Every broken link found, by type then row. */
  list(): Promise<FoundBrokenLink[]>;
  /** The distinct addresses that lead nowhere: the public pages leave these unlinked. */
  brokenHrefs(): Promise<string[]>;
  /** Checks a saved row's links at once (the write journal's listener). */
  listener: WriteListener;
}

/** Paths the server answers itself, beside the pages and the stored files. */
const SERVER_PATHS = ["/feeds/", "/mr/feeds/", "/sitemap.xml", "/robots.txt", "/graphql", "/admin-login", "/connection.php"];

export function createLinkChecker(
  dataSource: DataSource,
  content: Record<string, ContentService>,
  fileFacts: FileFacts,
  contentVersion: ContentVersionTracker,
  options: LinkCheckOptions,
): LinkChecker {
  let site: SitePages | undefined;
  const repo = () => dataSource.getRepository(BrokenLink);
  // This server's checks run one after another: a save checked while a full check runs is
  // checked after it, so the full check's older reading of that row never has the last word.
  let queue: Promise<unknown> = Promise.resolve();
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  /** Why `link` leads nowhere, or null when it leads somewhere (or cannot be judged here). */
  async function problemOf(link: LinkInContent, pages: Set<string> | undefined): Promise<BrokenReason | null> {
    if (isExternalHref(link.href)) return options.external && !(await askOtherSite(link.href, options.timeoutMs)) ? "no-answer" : null;
    const path = internalPath(link.href);
    if (path === null) return null;
    if (path.startsWith(UPLOADS_PREFIX)) {
      let key: string;
      try {
        key = decodeURIComponent(path.slice(UPLOADS_PREFIX.length));
      } catch {
        return "no-file";
      }
      return (await fileFacts.isStored(key)) ? null : "no-file";
    }
    if (SERVER_PATHS.some((prefix) => path === prefix.replace(/\/$/, "") || path.startsWith(prefix))) return null;
    if (!site || !pages) return null;
    const canonical = site.canonicalPath(path);
    return canonical !== null && pages.has(canonical) ? null : "no-page";
  }

  async function brokenIn(spec: ContentTypeSpec, row: ContentRow, pages: Set<string> | undefined, at: Date): Promise<FoundBrokenLink[]> {
    const found: FoundBrokenLink[] = [];
    for (const link of linksInRow(spec, row)) {
      const reason = await problemOf(link, pages);
      if (reason) found.push({ typeKey: spec.key, rowId: row.id, field: link.field, href: link.href.slice(0, 2000), reason, checkedAt: at });
    }
    return found;
  }

  /** Replaces the rows `where` selects with `found`; the public pages' version moves on when the broken addresses changed. */
  async function replace(where: { typeKey: string; rowId: number } | null, found: FoundBrokenLink[]): Promise<void> {
    const changed = await runTransaction(dataSource, async (manager) => {
      const table = manager.getRepository(BrokenLink);
      const before = where ? await table.find({ where }) : await table.find();
      if (before.length === 0 && found.length === 0) return false;
      if (where) await table.delete(where);
      else await table.clear();
      if (found.length > 0) await table.insert(found);
      const addresses = (links: { href: string }[]) => [...new Set(links.map((link) => link.href))].sort().join("\n");
      if (addresses(before) === addresses(found)) return false;
      await contentVersion.bump(manager, BROKEN_LINKS_SOURCE);
      return true;
    });
    if (changed) contentVersion.forget();
  }

  return {
    learnSitePages(known) {
      site = known;
    },
    checkAll: () =>
      inTurn(async () => {
        const at = options.now();
        const pages = site ? await site.pagePaths() : undefined;
        const found: FoundBrokenLink[] = [];
        for (const service of Object.values(content).filter((service) => isCheckedType(service.spec))) {
          for (const row of await everyRow(service)) found.push(...(await brokenIn(service.spec, row, pages, at)));
        }
        await replace(null, found);
        return found.length;
      }),
    async list() {
      const rows = await repo().find({ order: { typeKey: "ASC", rowId: "ASC", id: "ASC" } });
      return rows.map(({ typeKey, rowId, field, href, reason, checkedAt }) => ({ typeKey, rowId, field, href, reason: reason as BrokenReason, checkedAt }));
    },
    async brokenHrefs() {
      const rows = await repo().createQueryBuilder("b").select("DISTINCT b.href", "href").orderBy("href").getRawMany<{ href: string }>();
      return rows.map((row) => row.href);
    },
    listener: {
      async afterCommit(event) {
        if (!isCheckedType(event.spec)) return;
        await inTurn(() => checkSaved(event));
      },
    },
  };

  async function checkSaved(event: WriteEvent): Promise<void> {
    const where = { typeKey: event.spec.key, rowId: event.id };
    const row = event.after && event.action !== "delete" && event.action !== "purge" ? event.after : null;
    const pages = row && site ? await site.pagePaths() : undefined;
    await replace(where, row ? await brokenIn(event.spec, row, pages, options.now()) : []);
  }
}
