import { lazy, Suspense, useState } from "react";
import { shell } from "../../messages/shell.js";
import type { Developer } from "./credits-dialog.js";

// The credits card is fetched when a name is first clicked, not with every page.
const CreditsDialog = lazy(() => import("./credits-dialog.js").then((module) => ({ default: module.CreditsDialog })));

/** "Developed by": each name a button opening that developer's card (an island, islands/islands.ts). */
export function FooterCredits({ developers }: { developers: Developer[] }) {
  const m = shell.footer;
  const [developer, setDeveloper] = useState<Developer | null>(null);
  return (
    <>
      <p className="footer-credits">
        {m.developedBy}:{" "}
        {developers.map((person, i) => (
          <span key={person.id}>
            {i > 0 && ", "}
            <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setDeveloper(person)}>
              {person.name}
            </button>
          </span>
        ))}
      </p>
      {developer && (
        <Suspense fallback={null}>
          <CreditsDialog developer={developer} onClose={() => setDeveloper(null)} />
        </Suspense>
      )}
    </>
  );
}
