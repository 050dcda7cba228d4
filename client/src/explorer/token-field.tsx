import type { SavedToken } from "./saved-token.js";

// The explorer's "API token" field: a plain field is kinder than writing an Authorization
// header in JSON in GraphiQL's headers editor (which still works, for other headers too).

export function TokenField({ value, onChange }: { value: SavedToken; onChange: (next: SavedToken) => void }) {
  return (
    <div className="ex-token">
      <label htmlFor="ex-token">API token</label>
      <input
        id="ex-token"
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder="gpc_… (optional)"
        aria-describedby="ex-token-hint"
        value={value.token}
        onChange={(event) => onChange({ ...value, token: event.target.value })}
      />
      <label className="ex-remember">
        <input type="checkbox" checked={value.remember} onChange={(event) => onChange({ ...value, remember: event.target.checked })} />
        Remember in this browser
      </label>
      <p id="ex-token-hint" className="ex-hint">
        Sent as <code>Authorization: Bearer</code>. Without one, queries run as a visitor (or as you, when signed in to the admin panel here).
      </p>
    </div>
  );
}
