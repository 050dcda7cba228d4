import { useMutation, useQuery } from "@apollo/client/react";
import { Fragment, useState } from "react";
import { Link } from "react-router-dom";
import { AdminAccountsDocument, AdminDeleteAdministratorDocument, type AdminAccountFieldsFragment } from "../../graphql/generated/graphql.js";
import type { Admin } from "../shell/admin.js";
import { errorText } from "../shell/errors.js";
import { ResetPasswordForm } from "./reset-password-form.js";
import { ConfirmDelete } from "../forms/confirm-delete.js";
import { StatusLines } from "../forms/status-lines.js";
import { useFormStatus } from "../../ui/form-status.js";
import { adminShellMessages } from "../../messages/admin-shell.js";
import { adminLocale } from "../../messages/admin-language.js";
import { AdminTable } from "../views/admin-table.js";
import { LoadState } from "../views/load-state.js";

const addedOn = (iso: string) => new Date(iso).toLocaleDateString(adminLocale(), { day: "numeric", month: "long", year: "numeric" });

/**
 * Manage Admins (/admin-login/manage-admins): every administrator, a new password for another
 * one, and delete with a confirmation. The server refuses to delete yourself or the last one;
 * its words are shown.
 */
export function ManageAdmins({ admin }: { admin: Admin }) {
  const { data, loading, error, refetch } = useQuery(AdminAccountsDocument, { fetchPolicy: "network-only", notifyOnNetworkStatusChange: true });
  const [remove, { loading: removing }] = useMutation(AdminDeleteAdministratorDocument);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [resetting, setResetting] = useState<string | null>(null);
  const notes = useFormStatus();

  const m = adminShellMessages.accounts;

  async function confirmDelete(account: AdminAccountFieldsFragment) {
    notes.begin();
    try {
      await remove({ variables: { id: account.id } });
      notes.settle({ kind: "success", text: m.deleted(account.email) });
      await refetch();
    } catch (e) {
      notes.settle({ kind: "error", text: m.notDeleted(account.email, errorText(e)) });
    } finally {
      setConfirming(null);
    }
  }

  const accounts = data?.administrators;
  return (
    <section>
      <h1>{m.manageHeading}</h1>
      <p>
        <Link to="/admin-login/add-admin">{m.addAnAdministrator}</Link> · <Link to="/admin-login/my-password">{adminShellMessages.changeMyPassword}</Link>
      </p>
      <StatusLines status={notes.status} />
      <LoadState loading={loading} label={m.loading} failure={error && !accounts ? m.notLoaded(errorText(error)) : null} />
      {accounts ? (
        <AdminTable caption={m.caption(accounts.length)} headings={[m.name, m.email, m.addedOn, m.actions]}>
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
                  <td>{addedOn(account.createdAt)}</td>
                  <td className="admin-actions">
                    {confirming === account.id ? (
                      <ConfirmDelete what={account.email} busy={removing} onConfirm={() => confirmDelete(account)} onCancel={() => setConfirming(null)} />
                    ) : (
                      <>
                        {you ? (
                          <Link to="/admin-login/my-password">{adminShellMessages.changeMyPassword}</Link>
                        ) : (
                          <button
                            type="button"
                            aria-expanded={resetting === account.id}
                            aria-controls={`reset-${account.id}`}
                            onClick={() => {
                              notes.clear();
                              setResetting(resetting === account.id ? null : account.id);
                            }}
                          >
                            {m.resetPassword}
                          </button>
                        )}{" "}
                        <button
                          type="button"
                          onClick={() => {
                            notes.clear();
                            setConfirming(account.id);
                          }}
                        >
                          {m.delete}
                        </button>
                      </>
                    )}
                  </td>
                </tr>
                {resetting === account.id ? (
                  <tr className="admin-edit-row" id={`reset-${account.id}`}>
                    <td colSpan={4}>
                      <ResetPasswordForm
                        account={account}
                        onCancel={() => setResetting(null)}
                        onDone={(text) => {
                          setResetting(null);
                          notes.settle({ kind: "success", text });
                        }}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </AdminTable>
      ) : null}
    </section>
  );
}
