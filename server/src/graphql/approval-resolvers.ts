import type { PendingChangeView } from "../services/approval/approval-service.js";
import { parseId } from "./args.js";
import type { GraphQLContext, ResolverMap } from "./context.js";

// Approval before publishing: thin calls to services/approval/, which checks the session and reach.

export function approvalResolvers(): ResolverMap {
  return {
    Query: {
      changesToApprove: (_parent, _args, { services, actor }: GraphQLContext) => services.approval.waiting(actor),
      myPendingChanges: (_parent, _args, { services, actor }: GraphQLContext) => services.approval.mine(actor),
    },
    Mutation: {
      approveChange: (_parent, args: { id: unknown }, { services, actor }: GraphQLContext) => services.approval.approve(actor, parseId(args.id)),
      rejectChange: (_parent, args: { id: unknown; note: string }, { services, actor }: GraphQLContext) => services.approval.reject(actor, parseId(args.id), args.note),
      withdrawChange: (_parent, args: { id: unknown }, { services, actor }: GraphQLContext) => services.approval.withdraw(actor, parseId(args.id)),
    },
    PendingChange: {
      type: (change: PendingChangeView) => change.typeKey,
      typeLabel: (change: PendingChangeView) => change.typeLabel.en,
      typeLabelMr: (change: PendingChangeView) => change.typeLabel.mr,
    },
    PendingFieldDifference: {
      label: (difference: PendingChangeView["differences"][number]) => difference.label.en,
      labelMr: (difference: PendingChangeView["differences"][number]) => difference.label.mr,
    },
  };
}
