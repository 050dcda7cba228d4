import { useDeferredValue } from "react";
import { useWatch } from "react-hook-form";
import { MarkdownText } from "../ui/markdown-text.js";
import type { WidgetProps } from "./field-widgets.js";

// A page text (the "markdown" kind): the text as typed beside a live preview drawn by the same
// renderer the public pages use (so raw HTML shows as the site shows it: never run).

export function MarkdownEditor(p: WidgetProps & { common: Record<string, unknown> }) {
  const text = useWatch({ control: p.form.control, name: p.name });
  const shown = useDeferredValue(typeof text === "string" ? text : "");
  return (
    <div className="admin-markdown">
      <textarea rows={14} {...p.common} {...p.form.register(p.name)} />
      <section className="admin-markdown-preview" aria-labelledby={`${p.id}-preview-heading`}>
        <h2 id={`${p.id}-preview-heading`}>Preview: how visitors will see it</h2>
        {shown.trim() ? <MarkdownText text={shown} /> : <p className="admin-hint">The preview appears here as you type.</p>}
      </section>
    </div>
  );
}
