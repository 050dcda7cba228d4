import type { FieldSpec } from "./define.js";

// The one row of institute-wide settings: the header's {phone}/{email}/{host} placeholders
// are data, so another polytechnic could run the same software.
/** How long a notice shows NEW when the setting is left empty. */
export const DEFAULT_NEW_DAYS = 7;

export const SITE_SETTINGS_FIELDS = {
  instituteName: { kind: "text", label: "Institute name", required: true },
  address: { kind: "text", label: "Address", required: true },
  phone: { kind: "phone", label: "Office phone", required: true },
  email: { kind: "email", label: "Office e-mail", required: true },
  establishedYear: { kind: "number", label: "Year established", required: true, min: 1800, notAfterThisYear: true },
  siteUrl: { kind: "url", label: "Public web address", help: "Used in links to uploaded files." },
  about: { kind: "longText", label: "About the institute" },
  vision: { kind: "longText", label: "Vision" },
  mission: { kind: "textList", label: "Mission (one item per line)" },
  facebookUrl: { kind: "url", label: "Facebook page" },
  instagramUrl: { kind: "url", label: "Instagram page" },
  youtubeUrl: { kind: "url", label: "YouTube channel" },
  xUrl: { kind: "url", label: "X (Twitter) page" },
  newDays: {
    kind: "number",
    label: "Days a notice shows NEW",
    min: 0,
    max: 90,
    help: `After a notice is published, the site marks it NEW for this many days (${DEFAULT_NEW_DAYS} when left empty; 0 for never).`,
  },
} as const satisfies Record<string, FieldSpec>;
