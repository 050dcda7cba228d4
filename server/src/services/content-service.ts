import type { ContentTypeSpec } from "../content/define.js";
import type { ContentService } from "./content-service.types.js";
import { typeContext, type ContentServiceDeps } from "./content/type-context.js";
import { actorReadsFile, visitorFileKeys } from "./content/files.js";
import { get, getBy, list, listItems } from "./content/operations/read.js";
import { create } from "./content/operations/create.js";
import { update } from "./content/operations/update.js";
import { updateMember } from "./content/operations/update-member.js";
import { decideNewRow, dropProposal } from "./content/operations/propose.js";
import { purge, purgeTrashedBefore, remove, restore, trash } from "./content/operations/trash.js";

export type { ContentServiceDeps };

// One generic service, built from a registry entry: each operation is a module of its own
// (content/operations/), over shared modules for rows, files, queries, checks and the journal.
// Every write runs the same pipeline: rights (content/rights.ts) -> validation (naming the
// field) -> references -> files checked by their bytes and stored (pictures with their WebP
// variants) -> rows written in one transaction, the journal told inside it -> new files removed
// if anything failed -> old files (and their variants) removed after a replace or delete.

export function createContentService(spec: ContentTypeSpec, deps: ContentServiceDeps): ContentService {
  const ctx = typeContext(spec, deps);
  return {
    spec,
    list: (actor, args, parts) => list(ctx, actor, args, parts),
    listItems: (actor, args, parts) => listItems(ctx, actor, args, parts),
    get: (actor, id, parts, options) => get(ctx, actor, id, parts, options),
    getBy: (actor, field, value, parts) => getBy(ctx, actor, field, value, parts),
    create: (actor, input, options) => create(ctx, actor, input, options),
    update: (actor, id, input, options) => update(ctx, actor, id, input, options),
    remove: (actor, id, confirm) => remove(ctx, actor, id, confirm),
    decideNewRow: (actor, id, changeId, decision, confirm) => decideNewRow(ctx, actor, id, changeId, decision, confirm),
    dropProposal: (changes, confirm) => dropProposal(ctx, changes, confirm),
    trash: (actor, args) => trash(ctx, actor, args),
    restoreFromTrash: (actor, id) => restore(ctx, actor, id),
    deleteForever: (actor, id) => purge(ctx, actor, id),
    visitorFileKeys: () => visitorFileKeys(ctx),
    readsFile: (actor, key) => actorReadsFile(ctx, actor, key),
    purgeTrashedBefore: (cutoff) => purgeTrashedBefore(ctx, cutoff),
    ...(ctx.members ? { updateMember: (actor, memberId, input) => updateMember(ctx, actor, memberId, input) } : {}),
  };
}
