import { FILTER_TYPES, operationNames, type ContentTypeSpec, type FieldSpec, type FilterName } from "../content/define.js";
import { FIELD_KINDS } from "../content/kinds/index.js";

// The client's GraphQL documents for one content type: a fragment with every field, the list
// and single queries, and the create, update, delete (and member update) mutations. `npm run
// codegen` writes them under client/src/graphql/content-operations/ (git-ignored) and turns them into typed
// documents, so the admin panel never writes these operations by hand. The list, single,
// create, update and delete fields are aliased (page, row, saved, deleted) so that every type's
// answers have one shape, which the admin's generic views read with their generated types.

export function operationDocumentNames(spec: ContentTypeSpec) {
  const type = spec.graphql.type;
  return {
    fragment: `${type}Fields`,
    list: `${type}List`,
    single: `${type}Item`,
    create: `Create${type}`,
    update: `Update${type}`,
    delete: `Delete${type}`,
    updateMember: `Update${type}Member`,
  };
}

/** Every field with what its kind selects below it, and its companion beside it (a file's `xInfo`). */
function fieldsSelection(fields: Readonly<Record<string, FieldSpec>>): string {
  return Object.entries(fields)
    .map(([name, field]) => {
      const { companion, subSelection } = FIELD_KINDS[field.kind];
      const own = subSelection ? `${name} ${subSelection}` : name;
      return companion ? `${own} ${companion.name(name)} { ${companion.selection} }` : own;
    })
    .join(" ");
}

export function contentOperationsDocument(spec: ContentTypeSpec): string {
  const names = operationNames(spec);
  const documents = operationDocumentNames(spec);
  const selection = fieldsSelection(spec.fields);
  const filters = spec.filters as readonly FilterName[];
  const variables = [...filters.map((f) => `$${f}: ${FILTER_TYPES[f]}`), "$limit: Int", "$offset: Int", "$orderBy: ListOrder"].join(", ");
  const args = [...filters, "limit", "offset", "orderBy"].map((name) => `${name}: $${name}`).join(", ");
  const fragment = `...${documents.fragment}`;
  let text = `# Written from the registry entry "${spec.key}" by \`npm run codegen\`: do not edit.\n\n`;
  text += `fragment ${documents.fragment} on ${names.objectType} {\n  id ${selection} createdAt updatedAt awaitingApproval awaitingApprovalAction\n}\n\n`;
  text += `query ${documents.list}(${variables}) {\n  page: ${names.list}(${args}) {\n    totalCount\n    items { ${fragment} }\n  }\n}\n\n`;
  text += `query ${documents.single}($id: ID!, $asProposed: Boolean) {\n  row: ${names.single}(id: $id, asProposed: $asProposed) { ${fragment} }\n}\n\n`;
  for (const lookup of names.lookups) {
    text += `query ${lookup.document}($${lookup.field}: String!) {\n  ${lookup.query}(${lookup.field}: $${lookup.field}) { ${fragment} }\n}\n\n`;
  }
  text += `mutation ${documents.create}($input: ${names.createInput}!) {\n  saved: ${names.create}(input: $input) { ${fragment} }\n}\n\n`;
  text += `mutation ${documents.update}($id: ID!, $input: ${names.updateInput}!, $ifUnchangedSince: DateTime) {\n  saved: ${names.update}(id: $id, input: $input, ifUnchangedSince: $ifUnchangedSince) { ${fragment} }\n}\n\n`;
  text += `mutation ${documents.delete}($id: ID!) {\n  deleted: ${names.delete}(id: $id)\n}\n`;
  if (names.updateMember) {
    text += `\nmutation ${documents.updateMember}($id: ID!, $input: UpdateCommitteeMemberInput!) {\n  ${names.updateMember}(id: $id, input: $input) { ${fragment} }\n}\n`;
  }
  return text;
}

/**
 * The panel's Site Settings documents, with every field SITE_SETTINGS_FIELDS describes (passed
 * in, so this module stays free of the settings) and their files' companions: the settings form
 * reads them by name.
 */
export function siteSettingsDocument(fields: Readonly<Record<string, FieldSpec>>): string {
  let text = "# Written from SITE_SETTINGS_FIELDS (server/src/content/site-settings.ts) by `npm run codegen`: do not edit.\n\n";
  text += `fragment AdminSiteSettingsFields on SiteSettings {\n  ${fieldsSelection(fields)} updatedAt\n}\n\n`;
  text += "query AdminSiteSettings {\n  siteSettings { ...AdminSiteSettingsFields }\n}\n\n";
  text += "mutation AdminUpdateSiteSettings($input: UpdateSiteSettingsInput!) {\n  updateSiteSettings(input: $input) { ...AdminSiteSettingsFields }\n}\n";
  return text;
}
