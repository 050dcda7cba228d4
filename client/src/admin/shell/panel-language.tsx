import { createContext, use, useState } from "react";
import { adminLanguage, rememberAdminLanguage, selectAdminLanguage } from "../../messages/admin-language.js";
import { adminShellMessages as m } from "../../messages/admin-shell.js";
import type { Language } from "../../messages/language.js";

// The panel's language switch (English / मराठी): the clerk's choice, remembered in this browser
// for the next visit, changes the panel's own words and the registry's labels, not the site.

interface PanelLanguage {
  language: Language;
  choose(language: Language): Promise<void>;
}

const PanelLanguageContext = createContext<PanelLanguage>({ language: "en", choose: async () => {} });

/** The panel's language and the way to change it; `children` are drawn again in the new language. */
export function usePanelLanguageState(): PanelLanguage {
  const [language, setLanguage] = useState<Language>(adminLanguage);
  return {
    language,
    async choose(next) {
      rememberAdminLanguage(next);
      if (next === adminLanguage()) return;
      await selectAdminLanguage(next);
      setLanguage(next);
    },
  };
}

export const PanelLanguageProvider = PanelLanguageContext.Provider;

/** Two buttons, each language named in itself; the chosen one is pressed. */
export function PanelLanguageSwitch() {
  const { language, choose } = use(PanelLanguageContext);
  const [switching, setSwitching] = useState(false);
  const button = (to: Language, name: string) => (
    <button
      type="button"
      lang={to}
      aria-pressed={language === to}
      disabled={switching}
      onClick={async () => {
        setSwitching(true);
        try {
          await choose(to);
        } finally {
          setSwitching(false);
        }
      }}
    >
      {name}
    </button>
  );
  return (
    <div className="admin-language-switch" role="group" aria-label={m.language.switchLabel}>
      {button("en", m.language.english)}
      {button("mr", m.language.marathi)}
      {switching ? <span role="status">{m.language.switching}</span> : null}
    </div>
  );
}
