import type { UseFormReturn } from "react-hook-form";
import type { AdminVocabularyQuery } from "../../graphql/generated/graphql.js";
import type { FieldSpec } from "../../../../server/src/content/define.js";

// What every admin input receives. Its own module so the inputs (file, Markdown, members) and
// the table of inputs (field-widgets.tsx) both import it without importing each other.

export type FormValues = Record<string, unknown>;

/** The choices the widgets offer, as the panel asks for them (vocabulary.graphql). */
export type Vocabulary = Pick<AdminVocabularyQuery, "sessions" | "departments">;

export interface WidgetProps {
  id: string;
  name: string;
  field: FieldSpec;
  form: UseFormReturn<FormValues>;
  vocabulary?: Vocabulary | undefined;
  describedBy: string;
  invalid: boolean;
}
