import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { AdminApiTokensDocument, AdminRevokeApiTokenDocument, type AdminApiTokenFieldsFragment } from "../../graphql/generated/graphql.js";
import { CONTENT_TYPES } from "../../../../server/src/content/registry.js";
import { AskBeforeDeleting } from "../forms/confirm-delete.js";
import { StatusLines } from "../forms/status-lines.js";
import { errorText } from "../shell/errors.js";
import { useFormStatus } from "../../ui/form-status.js";
import { NewTokenForm } from "./new-token-form.js";
import { AdminTable } from "../views/admin-table.js";
import { LoadState } from "../views/load-state.js";

const when = (iso: string) => new Date(iso).toLocaleString("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
const day = (iso: string) => new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric" });

function typesText(types: readonly string[] | null | undefined): string {
  if (!types) return "All content";
  return types.map((key) => (CONTENT_TYPES as Record<string, { pluralLabel: string }>)[key]?.pluralLabel ?? key).join(", ");
}

function stateText(token: AdminApiTokenFieldsFragment): string {
  if (token.revokedAt) return `Revoked ${day(token.revokedAt)}`;
  if (token.expiresAt && new Date(token.expiresAt).getTime() <= Date.now()) return `Expired ${day(token.expiresAt)}`;
  return token.expiresAt ? `Works until ${day(token.expiresAt)}` : "Works until revoked";
}

/**
 * API Tokens (/admin-login/api-tokens): keys for other programs (a notice board screen, a
 * department's own web site) to read or change content through the API. Made here, shown once,
 * listed with when and from where they were last used, revoked with a confirmation.
 */
export function ApiTokens() {
  const { data, loading, error, refetch } = useQuery(AdminApiTokensDocument, { fetchPolicy: "network-only", notifyOnNetworkStatusChange: true });
  const [revoke, { loading: revoking }] = useMutation(AdminRevokeApiTokenDocument);
  const [confirming, setConfirming] = useState<string | null>(null);
  const notes = useFormStatus();

  async function confirmRevoke(token: AdminApiTokenFieldsFragment) {
    notes.begin();
    try {
      await revoke({ variables: { id: token.id } });
      notes.settle({ kind: "success", text: `Revoked the token "${token.name}". Tools using it are refused from now on.` });
      await refetch();
    } catch (e) {
      notes.settle({ kind: "error", text: `The token "${token.name}" was not revoked. ${errorText(e)}` });
    } finally {
      setConfirming(null);
    }
  }

  const tokens = data?.apiTokens;
  return (
    <section>
      <h1>API Tokens</h1>
      <p>
        A token lets another program, such as a notice board screen or a department's own web site, read or change the college's content
        through the API (see the <a href="/graphql">API explorer</a>). Give each tool its own token, and revoke a token the tool no longer needs.
      </p>
      <NewTokenForm />
      <h2>Tokens</h2>
      <StatusLines status={notes.status} />
      <LoadState loading={loading} label="Loading the tokens" failure={error && !tokens ? `Sorry, the list could not be loaded. ${errorText(error)}` : null} />
      {tokens && tokens.length === 0 ? <p>No tokens yet.</p> : null}
      {tokens && tokens.length > 0 ? (
        <AdminTable caption={`API tokens (${tokens.length})`} headings={["Name", "Starts with", "May", "Content", "State", "Last used", "Actions"]}>
          {tokens.map((token) => (
            <tr key={token.id} data-token={token.name}>
              <td>
                {token.name}
                <br />
                <small>
                  Made {day(token.createdAt)}
                  {token.createdBy ? ` by ${token.createdBy}` : ""}
                </small>
              </td>
              <td>
                <code>{token.prefix}</code>
              </td>
              <td>
                {token.scope === "write" ? "Read and write" : "Read only"}
                <br />
                <small>{token.rateLimit.toLocaleString("en-IN")} requests a minute</small>
              </td>
              <td>{typesText(token.types)}</td>
              <td>{stateText(token)}</td>
              <td>{token.lastUsedAt ? `${when(token.lastUsedAt)}${token.lastUsedFrom ? ` from ${token.lastUsedFrom}` : ""}` : "Never"}</td>
              <td className="admin-actions">
                {token.revokedAt ? null : (
                  <AskBeforeDeleting
                    label="Revoke"
                    asking={confirming === token.id}
                    onAsk={() => {
                      notes.clear();
                      setConfirming(token.id);
                    }}
                    verb="Revoke"
                    what={`the token "${token.name}"`}
                    busy={revoking}
                    onConfirm={() => confirmRevoke(token)}
                    onCancel={() => setConfirming(null)}
                  />
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </section>
  );
}
