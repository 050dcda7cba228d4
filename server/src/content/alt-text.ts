import type { FieldSpec } from "./field-spec.js";
import { isUploadValue } from "./kinds/files.js";
import { ENGLISH_FIELD_WORDS, type FieldWords } from "./field-words.js";

// Pictures' descriptions (alt text). An image field with the `alt` option gets a companion text
// field `<field>AltText`, placed right after it, so entities, the SDL, the client's documents and
// the admin forms carry it like any other field. The one rule that spans two fields lives here
// too: a field that `describes` a picture must be filled whenever the picture is there. The
// services, the add form's schema and the edit form all call `missingPictureDescription`.

/** The description field of the image field `field` ("photoImage" -> "photoImageAltText"). */
export const altTextFieldName = (field: string) => `${field}AltText`;

/** The most characters a picture's description may have; its column is as long. */
export const ALT_TEXT_MAX_LENGTH = 300;

function descriptionField(imageName: string, image: FieldSpec): FieldSpec {
  const own = image.alt === true ? {} : (image.alt ?? {});
  const what = image.label.charAt(0).toLowerCase() + image.label.slice(1);
  return {
    kind: "text",
    label: own.label ?? `Description of the ${what}`,
    maxLength: ALT_TEXT_MAX_LENGTH,
    help: own.help ?? "Needed whenever there is a picture: say in a few words what it shows. Screen readers read it aloud to visitors who cannot see the picture.",
    describes: imageName,
    // A new row always has a required picture, so the API's create input asks for its description.
    ...(image.required ? { requiredOnCreate: true as const } : {}),
    ...(image.translatable ? { translatable: true as const } : {}),
  };
}

/** The fields with a description field after every image field that asks for one. */
export function withAltTextFields<F extends Readonly<Record<string, FieldSpec>>>(fields: F): F {
  const out: Record<string, FieldSpec> = {};
  for (const [name, field] of Object.entries(fields)) {
    out[name] = field;
    if (field.kind === "image" && field.alt) out[altTextFieldName(name)] = descriptionField(name, field);
  }
  return out as F;
}

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** A picture is there when the row holds a stored one (its key or address) or a new file. */
const hasPicture = (value: unknown) => (typeof value === "string" && value.trim() !== "") || isUploadValue(value);

/**
 * The first description field left empty while its picture is there, with what to tell the
 * clerk; or null. `row` holds the values as they will be stored (a picture as its key or a new
 * file). With `touched`, only pairs of which one of the two fields is in it are checked, so that
 * a change to another field of an older row without a description is not refused.
 */
export function missingPictureDescription(
  fields: Readonly<Record<string, FieldSpec>>,
  row: Readonly<Record<string, unknown>>,
  touched?: ReadonlySet<string>,
  words: FieldWords = ENGLISH_FIELD_WORDS,
): { field: string; message: string } | null {
  for (const [name, field] of Object.entries(fields)) {
    const picture = field.describes;
    if (!picture || !fields[picture]) continue;
    if (touched && !touched.has(name) && !touched.has(picture)) continue;
    if (!hasPicture(row[picture]) || !isBlank(row[name])) continue;
    return {
      field: name,
      message: words.messages.describePicture({ label: words.label(field) }),
    };
  }
  return null;
}
