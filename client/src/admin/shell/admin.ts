import type { AdminIdentityFragment } from "../../graphql/generated/graphql.js";

/** The signed-in administrator, as the panel's session documents (session.graphql) select it. */
export type Admin = AdminIdentityFragment;
