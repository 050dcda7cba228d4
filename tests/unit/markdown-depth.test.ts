import { describe, expect, it } from "vitest";
import { markdown } from "../../server/src/content/kinds/text.js";
import { markdownNesting, MAX_MARKDOWN_NESTING } from "../../server/src/content/markdown-depth.js";
import { messagesIn } from "../../server/src/messages/catalogue.js";

// Issue "A page never takes the site down", item 1: a page text nested thousands of levels deep
// (4,002 ">") ran the server out of memory when its page was drawn. The markdown kind refuses
// nesting beyond a sane depth, counted without parsing (parsing such a text is itself slow).

const ORDINARY_TEXTS = [
  "Plain words in a paragraph.",
  "# Heading\n\nA paragraph with **bold**, _italic_, ***both***, ~~struck~~ and a [link](https://example.org).",
  "- one\n- two\n  - two a\n    - two a i **with [a link](/x)**\n3. three",
  "> A quote\n> > quoted again\n> - with a list",
  "| Year | Intake |\n|---|---|\n| **2024** | 60 |\n| 2025 | 60 |",
  "Name: ______________  Signature: __________",
  "snake_case_words, 2*3*4 = 24, a * b, file_name.pdf",
  "    indented code\n        more indented code",
];

describe("markdownNesting", () => {
  it.each(ORDINARY_TEXTS)("keeps an ordinary page text well below the limit: %j", (text) => {
    expect(markdownNesting(text)).toBeLessThanOrEqual(6);
  });

  it("counts what a clerk can see nested", () => {
    expect(markdownNesting("plain")).toBe(0);
    expect(markdownNesting("> > quoted twice")).toBe(2);
    expect(markdownNesting("- a\n  - b\n    - c")).toBe(3);
    expect(markdownNesting("> - **[bold link](x)**")).toBe(4);
  });

  it.each([
    ["4,002 quote marks", ">".repeat(4002)],
    ["a list indented 2,000 levels", Array.from({ length: 400 }, (_, i) => `${" ".repeat(i * 2)}- x`).join("\n")],
    ["20,000 emphasis marks around a word", `${"*".repeat(20_000)}x${"*".repeat(20_000)}`],
    ["emphasis opened 8,000 times", `${"*a ".repeat(8000)}x${" b*".repeat(8000)}`],
    ["20,000 open brackets", `${"[".repeat(20_000)}x${"](y)".repeat(5000)}`],
  ])("finds %s far beyond the limit", (_name, text) => {
    expect(markdownNesting(text)).toBeGreaterThan(100);
  });
});

describe("the markdown field kind", () => {
  const schema = markdown.schema({ kind: "markdown", label: "Text", required: true } as never, { m: messagesIn("en"), label: "Text" });

  it("accepts a text nested up to the limit", () => {
    expect(schema.safeParse(`${"> ".repeat(MAX_MARKDOWN_NESTING)}deep but allowed`).success).toBe(true);
  });

  it("refuses the text that took the server down, saying in plain words what to change", () => {
    const result = schema.safeParse(">".repeat(4002));
    expect(result.success).toBe(false);
    const message = result.error!.issues[0]!.message;
    expect(message).toContain("Text has quotes, lists or bold and italic marks placed inside each other 4002 levels deep");
    expect(message).toContain(`at most ${MAX_MARKDOWN_NESTING} are allowed`);
  });
});
