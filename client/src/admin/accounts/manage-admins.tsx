import { useQuery } from "@apollo/client/react";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { AdminAccountsDocument, AdminDeleteAdministratorDocument, type AdminAccountFieldsFragment } from "../../graphql/generated/graphql.js";
import type { Admin } from "../shell/admin.js";
import { errorText } from "../shell/errors.js";
import { ResetPasswordForm } from "./reset-password-form.js";
import { ConfirmDelete } from "../forms/confirm-delete.js";
import { RowFormToggle, useOpenRow } from "../forms/row-form-toggle.js";
import { useRowRemoval } from "../forms/row-removal.js";
import { adminShellMessages } from "../../messages/admin-shell.js";
import { adminLocale } from "../../messages/admin-language.js";
import { AdminTable } from "../views/admin-table.js";
import { LoadState } from "../views/load-state.js";
import { ViewFrame } from "../views/view-frame.js";
import { ResetTwoStep } from "../two-step/reset-two-step.js";
import { RoleForm, roleSummary } from "./role-form.js";
import { adminRolesMessages } from "../../messages/admin-roles.js";
import { useVocabulary } from "../views/use-vocabulary.js";

const addedOn = (iso: string) => new Date(iso).toLocaleDateString(adminLocale(), { day: "numeric", month: "long", year: "numeric" });

/**
 * Manage Admins (/admin-login/manage-admins): every administrator, a new password for another
 * one, and delete with a confirmation. The server refuses to delete yourself or the last one;
 * its words are shown.
 */
export function ManageAdmins({ admin }: { admin: Admin }) {
  const { data, loading, error, refetch } = useQuery(AdminAccountsDocument, { fetchPolicy: "network-only", notifyOnNetworkStatusChange: true });
  const resetting = useOpenRow();
  // One form open at a time below a row: a new password ("reset-<id>") or the role ("role-<id>").
  const vocabulary = useVocabulary();
  const departmentName = (slug: string) => vocabulary?.departments.items.find((department) => department.slug === slug)?.name ?? slug;
  const m = adminShellMessages.accounts;
  const deleting = useRowRemoval<AdminAccountFieldsFragment>(AdminDeleteAdministratorDocument, refetch, {
    done: (account) => m.deleted(account.email),
    failed: (account, reason) => m.notDeleted(account.email, reason),
  });
  const { notes } = deleting;
  /** A form below a row saved: it closes and says so (and the table is read again where it shows what changed). */
  const saved = (text: string, { reload = false } = {}) => {
    resetting.close();
    notes.settle({ kind: "success", text });
    if (reload) void refetch();
  };

  const accounts = data?.administrators;
  return (
    <ViewFrame
      heading={m.manageHeading}
      intro={
        <>
          <Link to="/admin-login/add-admin">{m.addAnAdministrator}</Link> · <Link to="/admin-login/my-password">{adminShellMessages.changeMyPassword}</Link>
        </>
      }
      status={notes.status}
    >
      <LoadState loading={loading} label={m.loading} failure={error && !accounts ? m.notLoaded(errorText(error)) : null} />
      {accounts ? (
        <AdminTable caption={m.caption(accounts.length)} headings={[m.name, m.email, adminRolesMessages.roleColumn, m.addedOn, m.actions]}>
          {accounts.map((account) => {
            const you = account.id === admin.id;
            return (
              <Fragment key={account.id}>
                <tr data-email={account.email}>
                  <td>
                    {account.displayName}
                    {you ? m.you : ""}
                  </td>
                  <td>{account.email}</td>
                  <td>{roleSummary(account, departmentName)}</td>
                  <td>{addedOn(account.createdAt)}</td>
                  <td className="admin-actions">
                    {deleting.asking(account) ? (
                      <ConfirmDelete what={account.email} busy={deleting.busy} onConfirm={() => deleting.confirm(account)} onCancel={deleting.cancel} />
                    ) : (
                      <>
                        {you ? (
                          <Link to="/admin-login/my-password">{adminShellMessages.changeMyPassword}</Link>
                        ) : (
                          <>
                            <RowFormToggle rows={resetting} rowId={account.id} controls={`reset-${account.id}`} onToggle={notes.clear}>
                              {m.resetPassword}
                            </RowFormToggle>{" "}
                            <RowFormToggle rows={resetting} rowId={`role-${account.id}`} controls={`role-${account.id}`} onToggle={notes.clear}>
                              {adminRolesMessages.changeRole}
                            </RowFormToggle>
                          </>
                        )}{" "}
                        <button type="button" onClick={() => deleting.ask(account)}>
                          {m.delete}
                        </button>
                        {!you && account.twoStepSignIn ? (
                          <>
                            {" "}
                            <ResetTwoStep
                              account={account}
                              onOutcome={(kind, text) => {
                                notes.settle({ kind, text });
                                void refetch();
                              }}
                            />
                          </>
                        ) : null}
                      </>
                    )}
                  </td>
                </tr>
                {resetting.isOpen(account.id) ? (
                  <FormRow id={`reset-${account.id}`}>
                    <ResetPasswordForm account={account} onCancel={resetting.close} onDone={saved} />
                  </FormRow>
                ) : null}
                {resetting.isOpen(`role-${account.id}`) ? (
                  <FormRow id={`role-${account.id}`}>
                    <RoleForm account={account} onCancel={resetting.close} onDone={(text) => saved(text, { reload: true })} />
                  </FormRow>
                ) : null}
              </Fragment>
            );
          })}
        </AdminTable>
      ) : null}
    </ViewFrame>
  );
}

/** A row below an account's row, across the table, holding one form. */
function FormRow({ id, children }: { id: string; children: ReactNode }) {
  return (
    <tr className="admin-edit-row" id={id}>
      <td colSpan={5}>{children}</td>
    </tr>
  );
}
