// Interface words of /committe/{committee}.
export const committeesMessages = {
  what: "the committee",
  notFoundHeading: "Committees",
  notFound: "Committee not found.",
  session: (session: string) => `Session ${session}`,
  chairman: "Chairman",
  membersHeading: "Members",
  membersCaption: (name: string) => `Members of the ${name}`,
  name: "Name",
  role: "Role",
  mobile: "Mobile number",
  chairmanRole: "Chairman",
  memberRole: "Member",
  documentsHeading: "Orders and documents",
  noDocuments: "No documents have been published for this committee yet.",
} as const;
