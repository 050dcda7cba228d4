import { AlumniRegistrationIsland } from "../../islands/islands.js";
import { alumniMessages } from "../../messages/alumni.js";
import { PageTitle } from "../layout/page-title.js";
import { usePostedForm } from "../public-forms/posted-form.js";

/**
 * /alumni/registration-form (spec §4): idle, submitting (button disabled, 'Submitting...'),
 * success (green message, form cleared), error (red message). Without JavaScript the form posts
 * to this page's own address and the server answers with this page showing the same outcome
 * (public-forms/posted-form.ts).
 */
export function AlumniRegistrationPage() {
  return (
    <>
      <PageTitle page={alumniMessages.form.heading} />
      <AlumniRegistrationIsland posted={usePostedForm("alumniRegistration")} />
    </>
  );
}
