import type { FieldSpec } from "../content/define.js";
import { validateValues, type ValidationMode } from "../content/validate.js";
import { serverFieldWords } from "../content/server-field-words.js";
import { AppError } from "../base/errors.js";

// The services' side of the content rules (content/validate.ts): the first problem becomes a
// BAD_USER_INPUT error naming the field. Its message in another language is the same check run
// again with that language's words: the same rules in the same order find the same problem.

export { hasNulCharacter, type ValidationMode } from "../content/validate.js";

export function validateFields(fields: Readonly<Record<string, FieldSpec>>, input: Record<string, unknown>, mode: ValidationMode): Record<string, unknown> {
  const result = validateValues(fields, input, mode);
  if (!result.ok) {
    throw new AppError("BAD_USER_INPUT", result.message, result.field, (language) => {
      const again = validateValues(fields, input, mode, serverFieldWords(language));
      return again.ok ? result.message : again.message;
    });
  }
  return result.values;
}
