import { useQuery } from "@apollo/client/react";
import { AdminSignInCollegeDocument } from "../../graphql/generated/graphql.js";
import { adminLanguage } from "../../messages/admin-language.js";
import { adminShellMessages } from "../../messages/admin-shell.js";
import { CollegeLogo } from "../../ui/college-logo.js";

/** The college's logo and name above the sign-in box, the name in the panel's language, with the panel's name under it. */
export function CollegeName() {
  const { data } = useQuery(AdminSignInCollegeDocument);
  const settings = data?.siteSettings;
  const marathi = adminLanguage() === "mr";
  const name = (marathi && settings?.instituteNameMr) || settings?.instituteName;
  const description = (marathi && settings?.logoImageAltTextMr) || settings?.logoImageAltText;
  if (!name) return null;
  return (
    <div className="admin-signin-college">
      <CollegeLogo className="admin-signin-logo" settings={settings} alt={settings?.logoImage ? (description ?? "") : ""} />
      <p>
        {name}
        <small>{adminShellMessages.panelTitle}</small>
      </p>
    </div>
  );
}
