import { useDeferredValue } from "react";
import { useWatch } from "react-hook-form";
import { markdownNesting, MAX_MARKDOWN_NESTING } from "../../../../server/src/content/markdown-depth.js";
import { MarkdownText } from "../../ui/markdown-text.js";
import type { WidgetProps } from "./widget-props.js";
import { adminFormsMessages as m } from "../../messages/admin-forms.js";

// A page text (the "markdown" kind): the text as typed beside a live preview drawn by the same
// renderer the public pages use (so raw HTML shows as the site shows it: never run). A text
// nested too deeply to be saved is not drawn either: drawing it could freeze the clerk's tab.

export function MarkdownEditor(p: WidgetProps & { common: Record<string, unknown> }) {
  const text = useWatch({ control: p.form.control, name: p.name });
  const shown = useDeferredValue(typeof text === "string" ? text : "");
  return (
    <div className="admin-markdown">
      <textarea rows={14} {...p.common} {...p.form.register(p.name)} />
      <section className="admin-markdown-preview" aria-labelledby={`${p.id}-preview-heading`}>
        <h2 id={`${p.id}-preview-heading`}>{m.preview.heading}</h2>
        {!shown.trim() ? (
          <p className="admin-hint">{m.preview.empty}</p>
        ) : markdownNesting(shown) > MAX_MARKDOWN_NESTING ? (
          <p className="admin-hint">{m.preview.tooDeep}</p>
        ) : (
          <MarkdownText text={shown} />
        )}
      </section>
    </div>
  );
}
