import { SYSTEM, type Actor } from "../base/actor.js";
import { MAX_PAGE_SIZE, type ContentRow, type ContentService } from "./content-service.types.js";

// Every row of a type not in the trash, read page by page: as the server (scheduled and expired
// rows too) unless another actor is named (a visitor sees what the site shows). For the checks
// that look at all content (the link check, the GIGW meter).

export async function everyRow(service: ContentService, actor: Actor = SYSTEM): Promise<ContentRow[]> {
  const rows: ContentRow[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const page = await service.listItems(actor, { limit: MAX_PAGE_SIZE, offset }, { fileInfo: false, members: false });
    rows.push(...page);
    if (page.length < MAX_PAGE_SIZE) return rows;
  }
}
