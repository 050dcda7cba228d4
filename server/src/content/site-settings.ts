import type { FieldSpec } from "./define.js";
import { withAltTextFields } from "./alt-text.js";
import { choices } from "./shared-fields.js";
import { withMarathiFields } from "./translations.js";

// The one row of institute-wide settings: the header's {phone}/{email}/{host} placeholders
// are data, so another polytechnic could run the same software.
/** How long a notice shows NEW when the setting is left empty. */
export const DEFAULT_NEW_DAYS = 7;

const OWN_SETTINGS_FIELDS = {
  instituteName: { kind: "text", label: "Institute name", required: true, translatable: true },
  address: { kind: "text", label: "Address", required: true, translatable: true },
  phone: { kind: "phone", label: "Office phone", required: true },
  email: { kind: "email", label: "Office e-mail", required: true },
  // The header's and the sign-in page's logo; without one they show the demo's placeholder (client/public/logo.svg).
  logoImage: {
    kind: "image",
    label: "College logo",
    alt: { label: "Description of the logo", help: "Needed whenever there is a logo: say in a few words what it shows, such as the college's emblem." },
    help: "A square picture looks best: the header shows it 56 pixels high.",
    // Its description in English and Marathi (logoImageAltTextMr): the Marathi pages' header reads the Marathi one.
    translatable: true,
  },
  establishedYear: { kind: "number", label: "Year established", required: true, min: 1800, notAfterThisYear: true },
  // No longer used for links: PUBLIC_URL (config.ts) is the site's one address. Kept until a
  // migration removes the column.
  siteUrl: { kind: "url", label: "Public web address", help: "Not used for links: the site's links are made from the server's PUBLIC_URL setting." },
  about: { kind: "longText", label: "About the institute", translatable: true },
  vision: { kind: "longText", label: "Vision", translatable: true },
  mission: { kind: "textList", label: "Mission (one item per line)", translatable: true },
  facebookUrl: { kind: "url", label: "Facebook page" },
  instagramUrl: { kind: "url", label: "Instagram page" },
  youtubeUrl: { kind: "url", label: "YouTube channel" },
  xUrl: { kind: "url", label: "X (Twitter) page" },
  antiRaggingHelpline: {
    kind: "phone",
    label: "Anti-ragging helpline",
    help: "Shown in every page's footer beside the links to the grievance committees. Left empty, the footer shows the office phone.",
  },
  webhooksToPrivateAddresses: {
    kind: "boolean",
    label: "Allow webhooks to private addresses",
    adminOnly: true,
    help: "Leave unticked unless a webhook must reach a computer inside the college's own network: ticked, the server may send to addresses such as 192.168.x.x or localhost.",
  },
  apiOrigins: {
    kind: "textList",
    label: "Other web sites allowed to read the API (one per line)",
    help: "Each line is a web site's origin, such as https://dept.example.org (no path, no slash at the end). Pages on these sites may read the college's content from visitors' browsers; they can never act as a signed-in administrator.",
    pattern: {
      regex: "^https?://[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$",
      message:
        "write each line as https:// (or http://) and the site's address in small letters, such as https://dept.example.org, with no path and no slash at the end.",
    },
  },
  twoStepRequired: {
    kind: "select",
    label: "Two-step sign-in required for",
    adminOnly: true,
    options: choices({ administrators: "Administrators", everyone: "Every account" }),
    help: "Left empty, each person chooses whether to use two-step sign-in (a code from a phone app after the password). Chosen, those accounts must set it up at their next sign-in before they can do anything else.",
  },
  approvalRequired: {
    kind: "boolean",
    label: "Approval before publishing",
    adminOnly: true,
    help: "Ticked, what an editor adds, changes or deletes waits on the dashboard until an approver of the same departments and types (or an administrator) approves it; visitors see nothing of it until then. Administrators' and approvers' own changes are published at once.",
  },
  webInformationManager: {
    kind: "text",
    label: "Web information manager",
    translatable: true,
    maxLength: 200,
    help: "The officer answerable for the site's content (GIGW): name and designation, such as Shri. A. B. Patil, Lecturer in Computer Technology.",
  },
  newDays: {
    kind: "number",
    label: "Days a notice shows NEW",
    min: 0,
    max: 90,
    help: `After a notice is published, the site marks it NEW for this many days (${DEFAULT_NEW_DAYS} when left empty; 0 for never).`,
  },
} as const satisfies Record<string, FieldSpec>;

/** The settings' fields, the logo's description after it, with the Marathi companions of the translatable ones (translations.ts). */
export const SITE_SETTINGS_FIELDS = withMarathiFields(withAltTextFields(OWN_SETTINGS_FIELDS), "siteSettings");
