import type { Access, ContentTypeSpec, FieldSpec } from "../content/define.js";
import { operationNames, SYSTEM_FIELDS } from "../content/define.js";
import { domainTypes, type ContentDomain } from "../content/domains.js";
import { FIELD_KINDS, ownTableField } from "../content/kinds/index.js";
import { MEMBER_FIELDS } from "../content/members.js";
import { marathiFieldName, translationsFieldName } from "../content/translations.js";
import {
  argumentList,
  AS_PROPOSED_ARGUMENT,
  IF_UNCHANGED_SINCE_ARGUMENT,
  idArgument,
  inputArgument,
  LANG_ARGUMENT,
  listArguments,
  lookupArgument,
  MEMBER_ID_ARGUMENT,
} from "./content-arguments.js";

// The SDL of the content types, written from the registry: each type's object, page, create and
// update inputs, list and single queries and mutations, with their access markers. `npm run
// codegen` writes it into schema/ (one file per domain), where it stays committed as the
// readable contract; a test fails when the committed files differ from what this gives.

const marker = (access: Access) => `@${access}`;
export const docstring = (text: string, indent = "") => `${indent}"""${text}"""\n`;
export const note = (text: string) => `  ${JSON.stringify(text)}\n`;

/**
 * A field's description: its label (what the admin form calls it), then its help, or on the
 * object type what its kind says of every such field; so every field of the API says what it holds.
 */
function fieldNote(field: FieldSpec, onOutput: boolean): string {
  const more = field.help ?? (onOutput ? FIELD_KINDS[field.kind].apiNote : undefined);
  const whose = onOutput && field.adminOnly ? " Administrators only: null for others." : "";
  return note(more ? `${field.label}. ${more}${whose}` : `${field.label}.${whose}`);
}

const ID_NOTE = note("The record number (the old site's sno).");
const STAMP_NOTES = `${note("When it was added.")}  createdAt: DateTime!\n${note("When it was last changed.")}  updatedAt: DateTime!\n`;

/** What the SDL says of a translatable field, and how its `Translations` companion reads. */
export const TRANSLATED_NOTE =
  "Answered in the language asked: the query's lang argument, else the request's Accept-Language, else English; where the Marathi value is missing, the English one.";

/** A translatable field's companion giving both stored values. */
function translationsField(name: string, field: FieldSpec): string {
  const type = field.kind === "textList" ? "TextListTranslations!" : "Translations!";
  return `${note(`${field.label}: the English and the Marathi value as stored (Marathi null when none is given).`)}  ${translationsFieldName(name)}: ${type}\n`;
}

/** A Marathi companion on the object type: its stored value, never the English one. */
function marathiNote(field: FieldSpec): string {
  return note(`${field.label}: as stored, null (or an empty list) when none is given. Written by the inputs' field of the same name.`);
}

/**
 * The object type's fields; a kind's companion field (an image's `xInfo`) follows its field, and a
 * translatable field's `xTranslations` follows its Marathi companion.
 */
export function objectFields(fields: Readonly<Record<string, FieldSpec>>): string {
  return Object.entries(fields)
    .map(([name, field]) => {
      const { companion } = FIELD_KINDS[field.kind];
      const translated = fields[marathiFieldName(name)]?.marathiOf === name;
      const description = field.marathiOf ? marathiNote(field) : translated ? note(`${field.label}. ${TRANSLATED_NOTE}`) : fieldNote(field, true);
      let own = `${description}  ${name}: ${FIELD_KINDS[field.kind].output(field)}\n`;
      if (companion) own += `${note(companion.apiNote)}  ${companion.name(name)}: ${companion.output}\n`;
      if (field.marathiOf) own += translationsField(field.marathiOf, fields[field.marathiOf]!);
      return own;
    })
    .join("");
}

/** On types with translatable fields: which of them a Marathi answer gave in English (a page marks them lang="en"). */
export const FALLBACK_NOTE =
  'The translatable fields (by name) answered in English although Marathi was asked, because no Marathi value is given: a page marks them lang="en". Empty when English was asked.';

export function fallbackField(fields: Readonly<Record<string, FieldSpec>>): string {
  return Object.values(fields).some((field) => field.marathiOf) ? `${note(FALLBACK_NOTE)}  fallbackToEnglish: [String!]!\n` : "";
}

export function inputFields(fields: Readonly<Record<string, FieldSpec>>, mode: "create" | "update"): string {
  return Object.entries(fields)
    .map(([name, field]) => `${fieldNote(field, false)}  ${name}: ${FIELD_KINDS[field.kind].input(field, mode)}\n`)
    .join("");
}

/** The types a members field needs (CommitteeMember and its inputs), written once before its first user. */
function memberTypes(): string {
  return (
    docstring("A member of a committee, in the order the committee lists them.") +
    `type CommitteeMember {\n${ID_NOTE}  id: ID!\n${objectFields(MEMBER_FIELDS)}}\n\n` +
    docstring("A new member of a committee.") +
    `input CommitteeMemberInput {\n${inputFields(MEMBER_FIELDS, "create")}}\n\n` +
    docstring("One member's changes: only the fields given are changed.") +
    `input UpdateCommitteeMemberInput {\n${inputFields(MEMBER_FIELDS, "update")}}\n\n`
  );
}

/** Who created and last changed a row (account ids): answered to administrators only, null to others. */
function adminSystemFields(): string {
  return SYSTEM_FIELDS.filter((system) => system.api === "admin")
    .map(
      (system) =>
        `${note(system.apiNote ?? `Administrators only: the account id of who ${system.name === "createdBy" ? "added" : "last changed"} it; null otherwise.`)}  ${system.name}: Int\n`,
    )
    .join("");
}

/** What a row's waiting change does, beside its number (awaitingApproval): the panel's table and edit form read it. */
const AWAITING_ACTION_FIELD = `${note(
  "Panel accounts only: what this row's change waiting for approval (awaitingApproval) does: create (a new row), update (a change of the published row: the edit form reads it with asProposed) or delete; null when none waits.",
)}  awaitingApprovalAction: String\n`;

export function contentTypeSdl(spec: ContentTypeSpec): string {
  const names = operationNames(spec);
  const { access } = spec;
  const type = names.objectType;
  const label = spec.label.toLowerCase();
  const plural = spec.pluralLabel.toLowerCase();
  const membersField = ownTableField(spec.fields);
  const updateNote = membersField ? `Only the fields given are changed; \`${membersField}\`, when given, replaces the whole list.` : "Only the fields given are changed.";

  let sdl = `# ${spec.pluralLabel} (registry key: ${spec.key})\n\n`;
  if (membersField) sdl += memberTypes();
  sdl += docstring(spec.description);
  const newBadge = spec.lifecycle?.newBadge
    ? `${note("Published within the last NEW_DAYS days (the site setting newDays): the site marks it NEW.")}  isNew: Boolean!\n`
    : "";
  sdl += `type ${type} {\n${ID_NOTE}  id: ID!\n${objectFields(spec.fields)}${fallbackField(spec.fields)}${STAMP_NOTES}${adminSystemFields()}${AWAITING_ACTION_FIELD}${newBadge}}\n\n`;
  sdl += docstring(`One page of ${plural}, in the list's order.`);
  sdl += `type ${names.pageType} {\n${note(`The ${plural} on this page.`)}  items: [${type}!]!\n${note(`How many ${plural} match the filters, on all pages.`)}  totalCount: Int!\n`;
  sdl += `${note(`True when more ${plural} follow this page (offset plus this page's items is less than totalCount).`)}  hasNextPage: Boolean!\n}\n\n`;
  sdl += docstring(`A new ${label}: the fields the add form has.`);
  sdl += `input ${names.createInput} {\n${inputFields(spec.fields, "create")}}\n\n`;
  sdl += `${docstring(updateNote)}input ${names.updateInput} {\n${inputFields(spec.fields, "update")}}\n\n`;
  const who = (rule: Access) => (rule === "admin" ? " Administrators and API tokens only." : "");
  sdl += `extend type Query {\n`;
  sdl += note(`${spec.pluralLabel}, filtered and a page at a time.${who(access.read)}`);
  sdl += `  ${names.list}${argumentList(listArguments(spec))}: ${names.pageType}! ${marker(access.read)}\n`;
  sdl += note(`One ${label} by its record number, or null.${who(access.read)}`);
  sdl += `  ${names.single}${argumentList([idArgument(spec), LANG_ARGUMENT, AS_PROPOSED_ARGUMENT])}: ${type} ${marker(access.read)}\n`;
  for (const lookup of names.lookups) {
    sdl += note(`The ${label} whose ${lookup.field} is exactly the one given, or null.`);
    sdl += `  ${lookup.query}${argumentList([lookupArgument(spec, lookup.field), LANG_ARGUMENT])}: ${type} ${marker(access.read)}\n`;
  }
  sdl += `}\n\n`;
  sdl += `extend type Mutation {\n`;
  sdl += note(`Adds a ${label}.${who(access.create)}`);
  sdl += `  ${names.create}${argumentList([inputArgument(names.createInput, "create")])}: ${type}! ${marker(access.create)}\n`;
  sdl += note(`Changes a ${label}: only the fields given.${who(access.update)}`);
  sdl += `  ${names.update}${argumentList([idArgument(spec), inputArgument(names.updateInput, "update"), IF_UNCHANGED_SINCE_ARGUMENT])}: ${type}! ${marker(access.update)}\n`;
  sdl += note(
    `Moves a ${label} to the trash (see trash, restoreFromTrash and deleteForever); its files stay until it is deleted for ever. Answers its record number.${who(access.delete)}`,
  );
  sdl += `  ${names.delete}${argumentList([idArgument(spec)])}: ID! ${marker(access.delete)}\n`;
  if (names.updateMember) {
    sdl += note("Changes one member (by the member's id) and answers with the member's committee.");
    sdl += `  ${names.updateMember}${argumentList([MEMBER_ID_ARGUMENT, inputArgument("UpdateCommitteeMemberInput", "update")])}: ${type}! ${marker(access.update)}\n`;
  }
  sdl += `}\n`;
  return sdl;
}

/** The whole schema file of one domain. */
export function domainSdl(domain: ContentDomain): string {
  const header =
    `# ${domain.about}\n` +
    "# Written from the content registry (server/src/content/) by `npm run codegen`: do not edit by\n" +
    "# hand; change the registry entry and run `npm run codegen`.\n\n";
  return header + domainTypes(domain).map(contentTypeSdl).join("\n");
}
