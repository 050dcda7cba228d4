import type { FieldSpec } from "./define.js";

// One committee member, as a form edits it on its own (the "members" field kind holds a list of
// these). Plain data, shared with the client like the registry.
export const MEMBER_FIELDS = {
  name: { kind: "text", label: "Member's name", required: true },
  mobile: {
    kind: "phone",
    label: "Member's mobile number",
    required: true,
    help: "Mobile number: 10 to 15 digits, optionally with a leading +.",
  },
} as const satisfies Record<string, FieldSpec>;
