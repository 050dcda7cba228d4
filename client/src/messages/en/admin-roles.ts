// The panel's words for accounts' roles (admin/accounts/role-form.tsx), in English;
// mr/admin-roles.ts has the same in Marathi. The rules themselves are the server's (auth/roles.ts).
export const adminRolesMessages = {
  roles: {
    ADMINISTRATOR: "Administrator",
    EDITOR: "Editor",
    APPROVER: "Approver",
    VIEWER: "Viewer",
  },
  /** What each role may do, shown beside the choice. */
  roleHints: {
    ADMINISTRATOR: "Everything: content, accounts, site settings, API tokens, webhooks, the audit log, emptying the Trash and exports.",
    EDITOR: "Adds, changes and deletes content of the departments and types chosen below.",
    APPROVER: "What an editor does, and approves or rejects changes in the same departments and types.",
    VIEWER: "Reads the panel (for an auditor) and changes nothing.",
  },
  role: "Role",
  roleColumn: "Role",
  changeRole: "Change role",
  formLabel: (email: string) => `Role of ${email}`,
  departments: "Departments",
  departmentsHint: "None ticked: every department. With some ticked, only content that belongs to a department (college-wide pages are left out).",
  types: "Kinds of content",
  typesHint: "None ticked: every kind.",
  everyDepartment: "every department",
  everyType: "every kind of content",
  save: "Save the role",
  saved: (email: string, role: string) => `Saved: ${email} is now ${role}. It applies from their next click.`,
  notSaved: "The role was not changed",
};
