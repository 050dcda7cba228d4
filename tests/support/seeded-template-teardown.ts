import { removeSeededTemplates } from "./seeded-template.js";

// Vitest's global setup of the api and e2e projects: after the run, its seeded templates go.

export default function setup(): () => Promise<void> {
  return removeSeededTemplates;
}
