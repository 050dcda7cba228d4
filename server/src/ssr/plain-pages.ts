import type { ServerResponse } from "node:http";

// The few pages the server sends when it cannot send the page asked for: written out here, not
// rendered, so they cost nothing and cannot fail. They name nothing internal.

const STYLE = "body{font:1.1rem/1.5 system-ui,sans-serif;max-width:38rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b4f8a}";

function page(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${STYLE}</style></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
}

export const PLAIN_PAGES = {
  failed: page("This page could not be shown", "Something in this page stopped it from being shown. The rest of the site works as usual. The college office has been told in the server's log; please try again later."),
  busy: page("The site is very busy", "Too many pages are being prepared at this moment. Please try again in a few seconds."),
  tooMany: page("Please slow down", "This address has asked for many different pages in a short time. Please wait a minute, then try again."),
} as const;

/** Sends one of the plain pages; never cached, since the next visit may well succeed. */
export function sendPlainPage(res: ServerResponse, status: number, html: string, retryAfterSeconds?: number): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  if (retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(retryAfterSeconds));
  res.end(html);
}
