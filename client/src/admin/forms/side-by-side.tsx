import { Fragment, type ReactNode } from "react";
import type { FieldSpec } from "../../../../server/src/content/define.js";
import { marathiFieldName } from "../../../../server/src/content/translations.js";
import { adminFormsMessages } from "../../messages/admin-forms.js";
import { fieldLabel } from "../../messages/admin-registry.js";
import "./side-by-side.css";

// The add and edit forms (and the site settings) draw a translatable field and its Marathi
// companion (`titleMr`, content/translations.ts) side by side, English on the left, so a clerk
// sees both versions of a text at once; on a narrow screen the Marathi one comes under it.
// Every other field is drawn alone, in the registry's order.

/** The fields as the form draws them: each English field with its Marathi companion, if any. */
export function fieldGroups(fields: Readonly<Record<string, FieldSpec>>): { name: string; field: FieldSpec; marathi?: string }[] {
  return Object.entries(fields)
    .filter(([, field]) => !field.marathiOf)
    .map(([name, field]) => {
      const marathi = marathiFieldName(name);
      return fields[marathi]?.marathiOf === name ? { name, field, marathi } : { name, field };
    });
}

/** Draws each field with `render`; a translatable one beside its Marathi companion. */
export function FieldsSideBySide({ fields, render }: { fields: Readonly<Record<string, FieldSpec>>; render: (name: string, field: FieldSpec) => ReactNode }) {
  return (
    <>
      {fieldGroups(fields).map(({ name, field, marathi }) =>
        marathi ? (
          <div key={name} className="admin-translated-pair" role="group" aria-label={adminFormsMessages.englishAndMarathi(fieldLabel(field))}>
            <div className="admin-translated-english">{render(name, field)}</div>
            <div className="admin-translated-marathi">{render(marathi, fields[marathi]!)}</div>
          </div>
        ) : (
          <Fragment key={name}>{render(name, field)}</Fragment>
        ),
      )}
    </>
  );
}
