import { useApolloClient, useMutation } from "@apollo/client/react";
import { AdminMeDocument, AdminSignOutDocument } from "../../graphql/generated/graphql.js";
import { adminTwoStepMessages } from "../../messages/admin-two-step.js";
import type { Admin } from "../shell/admin.js";
import { PanelLanguageSwitch } from "../shell/panel-language.js";
import { SetupFlow } from "./setup-flow.js";

/**
 * What the panel shows instead of itself when the site requires two-step sign-in and the
 * account has not set it up (the server refuses everything else until then): the setup, and a
 * way out. Once the recovery codes are kept, `me` is asked again and the panel opens.
 */
export function TwoStepRequired({ admin }: { admin: Admin }) {
  const client = useApolloClient();
  const [signOut] = useMutation(AdminSignOutDocument);
  const m = adminTwoStepMessages.required;
  return (
    <main id="main" className="admin-signin">
      <PanelLanguageSwitch />
      <h1>{m.heading}</h1>
      <p>{m.intro}</p>
      <p>{admin.email}</p>
      <SetupFlow onDone={() => void client.refetchQueries({ include: [AdminMeDocument] })} />
      <p>
        <button
          type="button"
          onClick={async () => {
            await signOut().catch(() => undefined);
            await client.resetStore();
          }}
        >
          {m.signOut}
        </button>
      </p>
    </main>
  );
}
