import { useEffect, useState } from "react";
import { Controller } from "react-hook-form";
import type { FieldSpec } from "../../../../server/src/content/define.js";
import { FIELD_KINDS } from "../../../../server/src/content/kinds/index.js";
import type { WidgetProps } from "./widget-props.js";
import { sizeInWords } from "./upload-progress.js";
import { tooLargeMessage, useUploadLimit } from "./upload-limit.js";
import { wrongTypeMessage } from "./file-type-check.js";
import { adminFormsMessages as m } from "../../messages/admin-forms.js";

// A file field: the picker offers only the kind's types, a file of another type or larger than
// the server accepts is refused at once (never sent, and no earlier choice left standing), the
// file that will be sent is named with its size, and a chosen picture is shown before it is sent
// (an object URL, let go when no longer shown).

/** What a file input accepts, from the kind's accepted types. */
export function acceptOf(field: FieldSpec): string | undefined {
  const accepted = FIELD_KINDS[field.kind].file?.accepted;
  if (!accepted) return undefined;
  return [...Object.keys(accepted), ...Object.values(accepted).map((ext) => `.${ext}`)].join(",");
}

/** An object URL for a file while it is shown; revoked when the file changes or the preview goes. */
function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

export function FileInput(p: WidgetProps & { common: Record<string, unknown> }) {
  const maxBytes = useUploadLimit();
  return (
    <Controller
      control={p.form.control}
      name={p.name}
      render={({ field }) => {
        const chosen = field.value instanceof File ? field.value : null;
        return (
          <>
            <input
              type="file"
              {...p.common}
              accept={acceptOf(p.field)}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                const refusal = file ? (wrongTypeMessage(file, p.field) ?? tooLargeMessage(file, maxBytes)) : null;
                if (refusal) {
                  // Nothing is left chosen: the picker and the line under it agree that no file
                  // will be sent, rather than naming an earlier choice the clerk meant to replace.
                  // (Set without validating: a validation would replace the refusal with "choose a file".)
                  event.target.value = "";
                  p.form.setValue(p.name, null, { shouldValidate: false, shouldDirty: true });
                  p.form.setError(p.name, { type: "file", message: refusal });
                  return;
                }
                p.form.clearErrors(p.name);
                field.onChange(file);
              }}
            />
            {chosen ? <ChosenFile file={chosen} picture={FIELD_KINDS[p.field.kind].widget === "image"} /> : null}
          </>
        );
      }}
    />
  );
}

function ChosenFile({ file, picture }: { file: File; picture: boolean }) {
  const url = useObjectUrl(picture ? file : null);
  return (
    <div className="admin-chosen-file">
      {picture && url ? <img className="admin-image-preview" src={url} alt={m.previewOf(file.name)} /> : null}
      <p className="admin-hint">{m.chosenFile(file.name, sizeInWords(file.size))}</p>
    </div>
  );
}
