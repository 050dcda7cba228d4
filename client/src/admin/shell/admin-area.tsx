import { ApolloProvider, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { AdminMeDocument } from "../../graphql/generated/graphql.js";
import { createAdminApolloClient } from "./admin-apollo.js";
import { AdminShell } from "./admin-shell.js";
import { SignIn } from "../accounts/sign-in.js";
import "./admin.css";

// The administration area (/admin-login/{page}): its own chunk, its own Apollo client with the
// upload link. Every route shows the sign-in screen until the server says who is signed in
// (`me`, so a reload keeps the session), then the view {page} names.
export default function AdminArea() {
  const [client] = useState(createAdminApolloClient);
  return (
    <ApolloProvider client={client}>
      <SignedInOnly />
    </ApolloProvider>
  );
}

function SignedInOnly() {
  const { data, loading, error } = useQuery(AdminMeDocument, { fetchPolicy: "network-only" });
  if (!data && loading) {
    return (
      <main id="main" className="admin-signin">
        <div className="admin-progress" role="progressbar" aria-label="Loading" />
        <p role="status">Checking your sign-in…</p>
      </main>
    );
  }
  if (!data && error) {
    return (
      <main id="main" className="admin-signin">
        <p role="alert" className="query-error">
          The server could not be reached. Please check the connection and reload the page.
        </p>
      </main>
    );
  }
  if (!data?.me) return <SignIn />;
  return <AdminShell admin={data.me} />;
}
