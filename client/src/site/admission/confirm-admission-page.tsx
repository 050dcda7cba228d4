import { ConfirmAdmissionIsland } from "../../islands/islands.js";
import { admissionMessages } from "../../messages/admission.js";
import { PageTitle } from "../layout/page-title.js";
import { usePostedForm } from "../public-forms/posted-form.js";

/**
 * /confirm-admission: the student's admission confirmation. Unlike the old site it says whether
 * it was stored; the success message shows the Aadhaar number's last four digits only, as the
 * server answers them. Without JavaScript the form posts to this page's own address and the
 * server answers with this page showing the same outcome (public-forms/posted-form.ts); the
 * Aadhaar number is then not filled in again.
 */
export function ConfirmAdmissionPage() {
  return (
    <>
      <PageTitle page={admissionMessages.heading} />
      <ConfirmAdmissionIsland posted={usePostedForm("admissionConfirmation")} />
    </>
  );
}
