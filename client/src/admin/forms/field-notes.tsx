// Under every input of the panel: its hint, if it has one, and the line for its error in plain
// words (always there, empty when the field is fine), both named by the input's aria-describedby.

/** The ids the input's aria-describedby names. */
export const describedByOf = (id: string, hint: string | undefined) => [hint ? `${id}-hint` : "", `${id}-error`].filter(Boolean).join(" ");

export function FieldNotes({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <p className="admin-field-error" id={`${id}-error`}>
        {error ?? ""}
      </p>
    </>
  );
}
