// The policy pages GIGW expects a government site to have, as the page texts that hold them
// (their keys). The readiness meter (services/gigw/readiness-meter.ts) counts a policy present
// when its text exists and was reviewed within a year. The one list to extend when a policy
// page is added; the keys are those of the website pages (/website-policies/{policy}).

export const GIGW_POLICY_KEYS: readonly string[] = [
  "copyright",
  "hyperlinking",
  "privacy",
  "terms-and-conditions",
  "content-contribution",
  "content-review",
  "content-archival",
  "security",
].map((policy) => `website-policies/${policy}`);
