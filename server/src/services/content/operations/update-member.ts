import { badField, notFound, wordedError } from "../../../base/errors.js";
import type { Actor } from "../../../base/actor.js";
import { MEMBER_FIELDS } from "../../../content/members.js";
import { lockRow } from "../../../db/transaction.js";
import { validateFields } from "../../validation.js";
import type { Member } from "../../members-field.js";
import type { ContentRow } from "../../content-service.types.js";
import type { TypeContext } from "../type-context.js";
import { checkRights, checkRow, waitsForApproval } from "../rights.js";
import { NO_UPLOADS, proposeChange } from "./propose.js";
import { checkRecordNumber, findRow } from "../rows.js";
import { journaled } from "../journal.js";

// Types with a members field (committees): changes one member by its own number and answers
// with the whole row it belongs to, journaled as an update of that row.

export async function updateMember(ctx: TypeContext, actor: Actor, memberId: number, input: Record<string, unknown>): Promise<ContentRow> {
  const { spec, deps, membersField } = ctx;
  const memberEntity = deps.memberEntity!;
  checkRights(spec, actor, "update");
  checkRecordNumber(memberId, () => notFound(`Member number ${memberId}`));
  const changes = validateFields(MEMBER_FIELDS, input, "update");
  if (Object.keys(changes).length === 0) throw badField("name", "memberNothingToChange", {});
  const waits = await waitsForApproval(ctx, actor);
  return deps.writeLock.run(async () => {
    const member = await deps.dataSource.getRepository(memberEntity).findOneBy({ id: memberId });
    if (!member) throw wordedError("NOT_FOUND", "memberNotFound", { id: memberId });
    const before = await findRow(ctx, member.parentId);
    checkRow(spec, actor, before);
    if (waits && !before.awaitingApproval) {
      // While approval is on, the committee's whole list with this member changed waits as one change of the committee.
      const proposed = ((before[membersField!] as Member[] | undefined) ?? []).map((m) => (m.id === memberId ? { ...m, ...changes } : m));
      return proposeChange(ctx, actor, before, "update", { [membersField!]: proposed.map(({ name, mobile }) => ({ name, mobile })) }, NO_UPLOADS);
    }
    await journaled(ctx, async (manager) => {
      // The committee is locked first, as a save of its whole list does, so this member's change
      // is not lost between that save's delete and insert; the member may be gone by then.
      await lockRow(manager, deps.entity, member.parentId);
      const result = await manager.getRepository(memberEntity).update({ id: memberId }, changes);
      if (result.affected === 0) throw wordedError("NOT_FOUND", "memberNotFound", { id: memberId });
      await manager.getRepository(deps.entity).update({ id: member.parentId }, { updatedAt: new Date() });
      const membersAfter = ((before[membersField!] as Member[] | undefined) ?? []).map((m) => (m.id === memberId ? { ...m, ...changes } : m));
      return { action: "update", actor, id: member.parentId, before, membersAfter };
    });
    return findRow(ctx, member.parentId);
  });
}
