import { FeedbackIsland } from "../../islands/islands.js";
import { websiteMessages } from "../../messages/website.js";
import { PageTitle } from "../layout/page-title.js";
import { usePostedForm } from "../public-forms/posted-form.js";
import { WebsitePagesMenu } from "./website-pages-menu.js";

/**
 * /feedback: a visitor's feedback, stored for the administrators (Submissions, Feedback) and
 * limited per address like the other public forms; no CAPTCHA. Without JavaScript the form posts
 * to this page's own address and the server answers with this page showing the outcome.
 */
export function FeedbackPage() {
  return (
    <>
      <PageTitle page={websiteMessages.feedback.heading} />
      <FeedbackIsland posted={usePostedForm("feedback")} />
      <div className="page website-page">
        <WebsitePagesMenu current="feedback" />
      </div>
    </>
  );
}
