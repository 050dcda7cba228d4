import { formatWhen as when } from "../views/when.js";
import { useQuery } from "@apollo/client/react";
import { AdminApiTokensDocument, AdminRevokeApiTokenDocument, type AdminApiTokenFieldsFragment } from "../../graphql/generated/graphql.js";
import type { ContentTypeSpec } from "../../../../server/src/content/define.js";
import { CONTENT_TYPES } from "../../../../server/src/content/registry.js";
import { adminLocale } from "../../messages/admin-language.js";
import { pluralLabel } from "../../messages/admin-registry.js";
import { adminToolsMessages } from "../../messages/admin-tools.js";
import { AskBeforeDeleting } from "../forms/confirm-delete.js";
import { StatusLines } from "../forms/status-lines.js";
import { errorText } from "../shell/errors.js";
import { useRowRemoval } from "../forms/row-removal.js";
import { NewTokenForm } from "./new-token-form.js";
import { AdminTable } from "../views/admin-table.js";
import { LoadState } from "../views/load-state.js";
import { ViewFrame } from "../views/view-frame.js";

const day = (iso: string) => new Date(iso).toLocaleDateString(adminLocale(), { day: "numeric", month: "long", year: "numeric" });

function typesText(types: readonly string[] | null | undefined): string {
  if (!types) return adminToolsMessages.tokens.allContent;
  return types
    .map((key) => {
      const spec = (CONTENT_TYPES as Record<string, ContentTypeSpec | undefined>)[key];
      return spec ? pluralLabel(spec) : key;
    })
    .join(", ");
}

function stateText(token: AdminApiTokenFieldsFragment): string {
  const m = adminToolsMessages.tokens;
  if (token.revokedAt) return m.revokedOn(day(token.revokedAt));
  if (token.expiresAt && new Date(token.expiresAt).getTime() <= Date.now()) return m.expiredOn(day(token.expiresAt));
  return token.expiresAt ? m.worksUntil(day(token.expiresAt)) : m.worksUntilRevoked;
}

/**
 * API Tokens (/admin-login/api-tokens): keys for other programs (a notice board screen, a
 * department's own web site) to read or change content through the API. Made here, shown once,
 * listed with when and from where they were last used, revoked with a confirmation.
 */
export function ApiTokens() {
  const { data, loading, error, refetch } = useQuery(AdminApiTokensDocument, { fetchPolicy: "network-only", notifyOnNetworkStatusChange: true });
  const m = adminToolsMessages.tokens;
  const revoking = useRowRemoval<AdminApiTokenFieldsFragment>(AdminRevokeApiTokenDocument, refetch, {
    done: (token) => m.revoked(token.name),
    failed: (token, reason) => `${m.notRevoked(token.name)} ${reason}`,
  });

  const tokens = data?.apiTokens;
  return (
    <ViewFrame
      heading={m.heading}
      intro={
        <>
          {m.introBefore}
          <a href="/graphql">{m.explorer}</a>
          {m.introAfter}
        </>
      }
    >
      <NewTokenForm />
      <h2>{m.listHeading}</h2>
      <StatusLines status={revoking.notes.status} />
      <LoadState loading={loading} label={m.loading} failure={error && !tokens ? `${m.notLoaded} ${errorText(error)}` : null} />
      {tokens && tokens.length === 0 ? <p>{m.none}</p> : null}
      {tokens && tokens.length > 0 ? (
        <AdminTable
          caption={m.caption(tokens.length)}
          headings={[m.columns.name, m.columns.prefix, m.columns.scope, m.columns.content, m.columns.state, m.columns.lastUsed, m.columns.actions]}
        >
          {tokens.map((token) => (
            <tr key={token.id} data-token={token.name}>
              <td>
                {token.name}
                <br />
                <small>
                  {m.made(day(token.createdAt))}
                  {token.createdBy ? m.madeBy(token.createdBy) : ""}
                </small>
              </td>
              <td>
                <code>{token.prefix}</code>
              </td>
              <td>
                {token.scope === "write" ? m.readWrite : m.readOnly}
                <br />
                <small>{m.perMinute(token.rateLimit.toLocaleString(adminLocale()))}</small>
              </td>
              <td>{typesText(token.types)}</td>
              <td>{stateText(token)}</td>
              <td>{token.lastUsedAt ? (token.lastUsedFrom ? m.lastUsedFrom(when(token.lastUsedAt), token.lastUsedFrom) : when(token.lastUsedAt)) : m.never}</td>
              <td className="admin-actions">
                {token.revokedAt ? null : <AskBeforeDeleting label={m.revoke} verb={m.revoke} what={m.theToken(token.name)} {...revoking.question(token)} />}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </ViewFrame>
  );
}
