import type { FieldSpec } from "../content/define.js";
import { validateValues, type ValidationMode } from "../content/validate.js";
import { badInput } from "../base/errors.js";

// The services' side of the content rules (content/validate.ts): the first problem becomes a
// BAD_USER_INPUT error naming the field.

export { hasNulCharacter, type ValidationMode } from "../content/validate.js";

export function validateFields(
  fields: Readonly<Record<string, FieldSpec>>,
  input: Record<string, unknown>,
  mode: ValidationMode,
): Record<string, unknown> {
  const result = validateValues(fields, input, mode);
  if (!result.ok) throw badInput(result.field, result.message);
  return result.values;
}
