import { useEffect, useState } from "react";
import { FILTER_TYPES, type ContentTypeSpec, type FilterName } from "../../../../server/src/content/define.js";
import { SEMESTERS } from "../../../../server/src/content/vocabulary.js";
import type { ListFilters } from "./content-documents.js";
import type { Vocabulary } from "./widget-props.js";
import { ChoiceOptions } from "../forms/choice-options.js";
import { adminTablesMessages as m } from "../../messages/admin-tables.js";
import { adminFormsMessages } from "../../messages/admin-forms.js";
import { fieldLabel, fieldOptions, pluralLabel } from "../../messages/admin-registry.js";

// The filters above a manage table: one for each filter the type's registry entry names
// (`filters`), drawn by the kind of the field it matches: a list to choose from for departments,
// sessions, semesters and fixed choices; a box to type in for search and other text.

/** What the clerk chose or typed, by filter; an empty one is not sent. */
export type FilterValues = Partial<Record<FilterName, string>>;

type Choice = { value: string | number; label: string };

/** The choices of a filter whose field offers a fixed list, with its label and "all" word; undefined for a typed one. */
function choicesOf(spec: ContentTypeSpec, name: FilterName, vocabulary: Vocabulary | undefined) {
  const field = spec.fields[name];
  if (!field) return undefined;
  const all = (choices: readonly Choice[], label = m.filterBy(fieldLabel(field)), any = m.allValues) => ({ choices, label, any });
  switch (field.kind) {
    case "department":
      return all(
        (vocabulary?.departments.items ?? []).map((d) => ({ value: d.slug, label: d.name })),
        m.filterByDepartment,
        m.allDepartments,
      );
    case "session":
      return all(
        (vocabulary?.sessions ?? []).map((s) => ({ value: s, label: s })),
        m.filterBySession,
        m.allSessions,
      );
    case "semester":
      return all(SEMESTERS.map((s, i) => ({ value: s.value, label: adminFormsMessages.semesters[i] ?? s.label })));
    case "select":
      return all(fieldOptions(field));
    default:
      return undefined;
  }
}

/** The chosen filters as the type's list query takes them (a semester is a number). */
export function listFilters(values: FilterValues): ListFilters {
  const set = Object.entries(values).filter(([, value]) => value);
  return Object.fromEntries(set.map(([name, value]) => [name, FILTER_TYPES[name as FilterName] === "Int" ? Number(value) : value]));
}

export function TableFilters(props: {
  spec: ContentTypeSpec;
  vocabulary: Vocabulary | undefined;
  values: FilterValues;
  onFilter: (name: FilterName, value: string) => void;
}) {
  const { spec, vocabulary, values, onFilter } = props;
  if (spec.filters.length === 0) return null;
  return (
    <form className="admin-filters" role="search" aria-label={m.filterLabel(pluralLabel(spec))} onSubmit={(e) => e.preventDefault()}>
      {spec.filters.map((name) => {
        const chosen = choicesOf(spec, name, vocabulary);
        return chosen ? (
          <label key={name}>
            {chosen.label}{" "}
            <select id={`filter-${name}`} value={values[name] ?? ""} onChange={(e) => onFilter(name, e.target.value)}>
              <ChoiceOptions none={chosen.any} options={chosen.choices} />
            </select>
          </label>
        ) : (
          <TypedFilter
            key={name}
            name={name}
            label={name === "search" ? m.search : m.filterBy(fieldLabel(spec.fields[name]!))}
            initial={values[name] ?? ""}
            onFilter={onFilter}
          />
        );
      })}
    </form>
  );
}

/** A filter typed in: it applies a moment after typing stops, not on every key. */
function TypedFilter(props: { name: FilterName; label: string; initial: string; onFilter: (name: FilterName, value: string) => void }) {
  const [text, setText] = useState(props.initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: onFilter is made anew each render; the wait restarts only when the text changes
  useEffect(() => {
    const timer = window.setTimeout(() => props.onFilter(props.name, text.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [text]);
  return (
    <label>
      {props.label} <input id={`filter-${props.name}`} type={props.name === "search" ? "search" : "text"} value={text} onChange={(e) => setText(e.target.value)} />
    </label>
  );
}
