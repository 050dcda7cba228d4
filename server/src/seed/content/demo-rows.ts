import type { ContentKey } from "../../content/registry.js";
import type { SeedRecord } from "./files.js";

/** What a demo row file exports as `demoRows`: its rows by content type (found by npm run codegen). */
export type DemoRows = Partial<Record<ContentKey, readonly SeedRecord[]>>;
