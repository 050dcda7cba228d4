// A small GraphQL client for tests: real HTTP, the multipart upload protocol for files, and
// the session cookie kept between calls like a browser would.

export interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string; field?: string };
}

export interface GraphQLResult<T = Record<string, any>> {
  status: number;
  data?: T | null;
  errors?: GraphQLErrorShape[];
}

export interface TestFile {
  name: string;
  type: string;
  bytes: Uint8Array | Buffer;
}

/** Returns a copy of `variables` with every TestFile replaced by null, and the paths of the files. */
function extractFiles(value: unknown, path: string, found: { path: string; file: TestFile }[]): unknown {
  if (value && typeof value === "object" && "bytes" in (value as object) && "name" in (value as object)) {
    found.push({ path, file: value as TestFile });
    return null;
  }
  if (Array.isArray(value)) return value.map((item, i) => extractFiles(item, `${path}.${i}`, found));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, extractFiles(v, `${path}.${k}`, found)]));
  }
  return value;
}

export class GraphQLTestClient {
  cookie: string | undefined;

  /** `headers` go with every request (a browser's User-Agent, for the audit log's tests). */
  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  /** A GET of a path with this client's session cookie, as a signed-in browser fetches a stored file. */
  fetchPath(path: string): Promise<Response> {
    return fetch(`${this.baseUrl}${path}`, { headers: this.cookie ? { ...this.headers, cookie: this.cookie } : this.headers });
  }

  async request<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult<T>> {
    const files: { path: string; file: TestFile }[] = [];
    const plainVariables = extractFiles(variables, "variables", files) as Record<string, unknown>;
    const headers: Record<string, string> = { ...this.headers };
    if (this.cookie) headers.cookie = this.cookie;
    let body: BodyInit;
    if (files.length === 0) {
      headers["content-type"] = "application/json";
      body = JSON.stringify({ query, variables: plainVariables });
    } else {
      headers["apollo-require-preflight"] = "true";
      const form = new FormData();
      form.append("operations", JSON.stringify({ query, variables: plainVariables }));
      form.append("map", JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [f.path]]))));
      for (const [i, f] of files.entries()) form.append(String(i), new Blob([Buffer.from(f.file.bytes)], { type: f.file.type }), f.file.name);
      body = form;
    }
    const response = await fetch(`${this.baseUrl}/graphql`, { method: "POST", headers, body });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) {
      const pair = setCookie.split(";")[0]!;
      this.cookie = pair.endsWith("=") ? undefined : pair;
    }
    const text = await response.text();
    let json: { data?: T; errors?: GraphQLErrorShape[] };
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`The server answered ${response.status} with something that is not JSON: ${text.slice(0, 300)}`);
    }
    return { status: response.status, data: json.data, errors: json.errors };
  }

  async signIn(email: string, password: string): Promise<GraphQLResult> {
    const result = await this.request(`mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { id email } }`, {
      email,
      password,
    });
    if (result.errors?.length) throw new Error(`Sign-in failed: ${result.errors[0]!.message}`);
    return result;
  }
}
