// Asking another site whether a link to it still answers (LINK_CHECK_EXTERNAL): one HEAD request,
// redirects followed, within the timeout. "Not found", "gone" and server errors count as broken;
// a site that refuses HEAD or robots (405, 403, 429) still answers, so its link is kept.

const BROKEN_STATUSES = new Set([404, 410]);

export async function askOtherSite(href: string, timeoutMs: number): Promise<boolean> {
  const address = href.trim().startsWith("//") ? `https:${href.trim()}` : href.trim();
  try {
    const answer = await fetch(address, { method: "HEAD", redirect: "follow", signal: AbortSignal.timeout(timeoutMs) });
    await answer.body?.cancel();
    return !(BROKEN_STATUSES.has(answer.status) || answer.status >= 500);
  } catch {
    return false;
  }
}
