import type { CommitteePageQueryVariables } from "../../graphql/generated/graphql.js";

/** The variables of CommitteePage for /committe/{committee}. */
export function committeePageVariables(committee: string): CommitteePageQueryVariables {
  return { slug: committee, collection: `committee/${committee}` };
}
