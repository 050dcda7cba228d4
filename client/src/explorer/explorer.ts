import { getIntrospectionQuery, type IntrospectionField, type IntrospectionInputValue, type IntrospectionQuery, type IntrospectionType, type IntrospectionTypeRef } from "graphql";
import "./explorer.css";

// The API explorer shown at /graphql in a browser (issue 21, item 4): the schema's types with
// their descriptions (from the registry's labels and help texts), and a form that runs a query,
// with an optional API token. Its own small entry, built from the site's own assets and run
// under the site's Content-Security-Policy (no inline script, nothing from elsewhere); the
// public site's pages never load it.

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const types = new Map<string, IntrospectionType>();

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  if (className) made.className = className;
  return made;
}

/** A type reference as written in GraphQL ([Notice!]!), its named type a link to its description. */
function typeRef(ref: IntrospectionTypeRef): Node {
  if (ref.kind === "NON_NULL") {
    const span = element("span");
    span.append(typeRef(ref.ofType), "!");
    return span;
  }
  if (ref.kind === "LIST") {
    const span = element("span");
    span.append("[", typeRef(ref.ofType), "]");
    return span;
  }
  const link = element("button", ref.name, "ex-type-ref");
  link.type = "button";
  link.addEventListener("click", () => showType(ref.name));
  return link;
}

function argumentList(args: readonly IntrospectionInputValue[]): Node {
  const span = element("span");
  if (args.length === 0) return span;
  span.append("(");
  args.forEach((arg, n) => {
    if (n > 0) span.append(", ");
    span.append(`${arg.name}: `, typeRef(arg.type));
    if (arg.defaultValue !== null && arg.defaultValue !== undefined) span.append(` = ${arg.defaultValue}`);
  });
  span.append(")");
  return span;
}

function fieldEntry(list: HTMLElement, field: IntrospectionField | IntrospectionInputValue): void {
  const term = element("dt");
  term.append(field.name);
  if ("args" in field) term.append(argumentList(field.args));
  term.append(": ", typeRef(field.type));
  list.append(term, element("dd", field.description || "(no description)"));
}

function showType(name: string): void {
  const type = types.get(name);
  const box = byId<HTMLDivElement>("ex-type");
  box.replaceChildren();
  if (!type) return;
  box.append(element("h3", `${type.name} (${type.kind.toLowerCase().replace("_", " ")})`), element("p", type.description || "(no description)"));
  const list = element("dl");
  if (type.kind === "OBJECT" || type.kind === "INTERFACE") type.fields.forEach((field) => fieldEntry(list, field));
  if (type.kind === "INPUT_OBJECT") type.inputFields.forEach((field) => fieldEntry(list, field));
  if (type.kind === "ENUM") type.enumValues.forEach((value) => list.append(element("dt", value.name), element("dd", value.description || "")));
  box.append(list);
  box.focus();
}

function listTypes(filter: string): void {
  const wanted = filter.trim().toLowerCase();
  const items = [...types.values()]
    .filter((type) => !type.name.startsWith("__") && type.name.toLowerCase().includes(wanted))
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name))
    .map((type) => {
      const button = element("button", type.name);
      button.type = "button";
      button.addEventListener("click", () => showType(type.name));
      const item = element("li");
      item.append(button);
      return item;
    });
  byId("ex-type-list").replaceChildren(...items);
}

/** Query and Mutation first: where a tool starts reading. */
const rank = (type: IntrospectionType) => (type.name === "Query" ? 0 : type.name === "Mutation" ? 1 : 2);

async function post(body: unknown, token: string): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch("/graphql", { method: "POST", headers, body: JSON.stringify(body) });
  return { status: response.status, text: await response.text() };
}

async function loadSchema(): Promise<void> {
  const status = byId("ex-docs-status");
  try {
    const { text } = await post({ query: getIntrospectionQuery({ descriptions: true }) }, "");
    const answer = JSON.parse(text) as { data?: IntrospectionQuery; errors?: { message: string }[] };
    if (!answer.data) throw new Error(answer.errors?.[0]?.message ?? "no answer");
    for (const type of answer.data.__schema.types) types.set(type.name, type);
    status.textContent = `${[...types.keys()].filter((name) => !name.startsWith("__")).length} types. Choose one to read its fields.`;
    listTypes("");
    showType("Query");
  } catch (error) {
    status.textContent = `The schema could not be loaded (${error instanceof Error ? error.message : String(error)}). Reload the page to try again.`;
  }
}

async function run(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  const status = byId("ex-run-status");
  const result = byId("ex-result");
  const variablesText = byId<HTMLTextAreaElement>("ex-variables").value.trim();
  let variables: unknown;
  try {
    variables = variablesText ? JSON.parse(variablesText) : undefined;
  } catch {
    status.textContent = "The variables are not valid JSON. Write them like {\"limit\": 5}, or leave the box empty.";
    return;
  }
  status.textContent = "Running…";
  try {
    const { status: code, text } = await post({ query: byId<HTMLTextAreaElement>("ex-query").value, variables }, byId<HTMLInputElement>("ex-token").value.trim());
    let shown = text;
    try {
      shown = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // not JSON: shown as it came
    }
    result.textContent = shown;
    status.textContent = code === 200 ? "Done." : `The server answered ${code}; its answer says why.`;
  } catch (error) {
    status.textContent = `The query could not be sent (${error instanceof Error ? error.message : String(error)}).`;
  }
}

byId<HTMLInputElement>("ex-filter").addEventListener("input", (event) => listTypes((event.target as HTMLInputElement).value));
byId<HTMLFormElement>("ex-form").addEventListener("submit", (event) => void run(event));
void loadSchema();
