// fetch() cannot report how much of a request body has been sent; XMLHttpRequest can. The admin
// Apollo client's upload link calls this instead of fetch: a request that carries files and an
// `onUploadProgress` (passed by a form through the operation's context.fetchOptions) goes
// through XMLHttpRequest; everything else goes through the browser's fetch unchanged.

export interface UploadProgress {
  /** Bytes of the request sent so far. */
  loaded: number;
  /** Bytes of the whole request. */
  total: number;
}

export type UploadProgressListener = (progress: UploadProgress) => void;

/** What a form adds to its mutation's context to hear how its upload is going. */
export function uploadProgressContext(onUploadProgress: UploadProgressListener) {
  return { fetchOptions: { onUploadProgress } };
}

type ProgressInit = RequestInit & { onUploadProgress?: UploadProgressListener };

export function uploadFetch(input: RequestInfo | URL, init?: ProgressInit): Promise<Response> {
  const { onUploadProgress, ...rest } = init ?? {};
  if (!onUploadProgress || !(rest.body instanceof FormData)) return fetch(input, rest);
  return sendWithProgress(String(input instanceof Request ? input.url : input), rest, onUploadProgress);
}

function sendWithProgress(url: string, init: RequestInit, onUploadProgress: UploadProgressListener): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? "POST", url);
    for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
    xhr.withCredentials = init.credentials === "include";
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(":");
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      // A Response cannot carry a body with these statuses.
      const body = [101, 204, 205, 304].includes(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    // As fetch does: a TypeError when the server cannot be reached.
    xhr.onerror = () => reject(new TypeError("Failed to fetch"));
    xhr.ontimeout = () => reject(new TypeError("Failed to fetch"));
    xhr.onabort = () => reject(new DOMException("The upload was stopped.", "AbortError"));
    const signal = init.signal;
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException("The upload was stopped.", "AbortError"));
        return;
      }
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.send(init.body as FormData);
  });
}
