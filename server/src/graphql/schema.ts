import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { makeExecutableSchema } from "@graphql-tools/schema";
import type { GraphQLSchema } from "graphql";
import { GraphQLUpload } from "graphql-upload-minimal";
import { enforceAccess } from "./access.js";
import { apiTokenResolvers } from "./api-token-resolvers.js";
import { authResolvers } from "./auth-resolvers.js";
import { contentResolvers } from "./content-resolvers.js";
import { dashboardResolvers } from "./dashboard-resolvers.js";
import { historyResolvers } from "./history-resolvers.js";
import { approvalResolvers } from "./approval-resolvers.js";
import { lifecycleResolvers } from "./lifecycle-resolvers.js";
import { linksResolvers } from "./links-resolvers.js";
import type { ResolverMap } from "./context.js";
import { DateTimeScalar, scalarBehaviour } from "./scalars.js";
import { searchResolvers } from "./search-resolvers.js";
import { settingsResolvers } from "./settings-resolvers.js";
import { uploadLimitsResolvers } from "./upload-limits-resolvers.js";
import { vocabularyResolvers } from "./vocabulary-resolvers.js";
import { webhookResolvers } from "./webhook-resolvers.js";

// The executable schema: the hand-written SDL in schema/ plus resolvers built from the
// registry. Building it fails when a root field lacks its access marker or its resolver, or
// when a resolver names a field the SDL does not have.

/** The repository's schema/ folder, found by walking up from this file (source or build). */
export function findSchemaDir(start = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "schema");
    if (existsSync(path.join(candidate, "base.graphql"))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`Could not find the schema/ folder (base.graphql) above ${start}.`);
  }
}

/** The SDL files' texts: base.graphql first, then the others by name. */
export function loadTypeDefs(dir = findSchemaDir()): string[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".graphql"))
    .sort((a, b) => (a === "base.graphql" ? -1 : b === "base.graphql" ? 1 : a.localeCompare(b)));
  return names.map((name) => readFileSync(path.join(dir, name), "utf8"));
}

function mergeResolvers(maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      for (const name of Object.keys(fields)) {
        if (merged[type]?.[name]) throw new Error(`Two resolvers were written for ${type}.${name}.`);
      }
      merged[type] = { ...merged[type], ...fields };
    }
  }
  return merged;
}

export function buildResolvers(content: ResolverMap = contentResolvers()): ResolverMap {
  return mergeResolvers([
    content,
    apiTokenResolvers(),
    authResolvers(),
    settingsResolvers(),
    vocabularyResolvers(),
    uploadLimitsResolvers(),
    dashboardResolvers(),
    webhookResolvers(),
    historyResolvers(),
    approvalResolvers(),
    lifecycleResolvers(),
    linksResolvers(),
    searchResolvers(),
  ]);
}

export function createSchema(typeDefs: string[] = loadTypeDefs()): GraphQLSchema {
  const content = contentResolvers();
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: [buildResolvers(content), { Upload: scalarBehaviour(GraphQLUpload), DateTime: scalarBehaviour(DateTimeScalar) }],
  });
  // The content types' fields are the ones an API token may reach: their services check the
  // token's scope and types (base/actor.ts tokenAllows).
  const contentFields = new Set(["Query", "Mutation"].flatMap((root) => Object.keys(content[root] ?? {}).map((name) => `${root}.${name}`)));
  return enforceAccess(schema, contentFields);
}
