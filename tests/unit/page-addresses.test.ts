import { describe, expect, it } from "vitest";
import { routePatterns } from "../../client/src/routes.js";
import { createRenderAllowance } from "../../server/src/ssr/render-allowance.js";
import { createRouteTable } from "../../server/src/ssr/route-paths.js";

// Issue "A page never takes the site down", items 3 and 4: one address per page, so that no
// spelling of an address and no invented address costs a render and a cache entry of its own;
// and a bound on the renders one address may cause.

describe("the site's route patterns", () => {
  const patterns = routePatterns();

  it("name every page once, the home page as /, and never the catch-all", () => {
    expect(patterns).toContain("/");
    expect(patterns).toContain("/dept/:branch/:content");
    expect(patterns).toContain("/Achievements/Patents");
    expect(patterns).not.toContain("*");
    expect(patterns.every((pattern) => pattern.startsWith("/") && !pattern.includes("*"))).toBe(true);
  });
});

describe("createRouteTable", () => {
  const table = createRouteTable(["/", "/gps-in-news", "/Achievements/Patents", "/dept/:branch/:content", "/alumni/objective", "/alumni/:page"]);

  it.each([
    ["/", { kind: "page", path: "/" }],
    ["/gps-in-news", { kind: "page", path: "/gps-in-news" }],
    ["/dept/computer/Various%20Events", { kind: "page", path: "/dept/computer/Various%20Events" }],
    ["/GPS-IN-NEWS", { kind: "redirect", path: "/gps-in-news" }],
    ["/gps-in-news/", { kind: "redirect", path: "/gps-in-news" }],
    ["//gps-in-news//", { kind: "redirect", path: "/gps-in-news" }],
    ["/%67ps-in-news", { kind: "redirect", path: "/gps-in-news" }],
    ["/./gps-in-news", { kind: "redirect", path: "/gps-in-news" }],
    ["/x/y/../../gps-in-news", { kind: "redirect", path: "/gps-in-news" }],
    ["/achievements/patents", { kind: "redirect", path: "/Achievements/Patents" }],
    ["/DEPT/computer/faculties", { kind: "redirect", path: "/dept/computer/faculties" }],
    ["/dept/computer/Various Events", { kind: "redirect", path: "/dept/computer/Various%20Events" }],
    ["/dept/computer/%c3%a9", { kind: "redirect", path: "/dept/computer/%C3%A9" }],
    ["/..", { kind: "redirect", path: "/" }],
  ])("%s -> %j", (raw, verdict) => {
    expect(table.resolve(raw)).toEqual(verdict);
  });

  it("prefers a route's own words to a parameter, as React Router does", () => {
    expect(table.resolve("/alumni/objective")).toEqual({ kind: "page", path: "/alumni/objective" });
    expect(table.resolve("/alumni/programs")).toEqual({ kind: "page", path: "/alumni/programs" });
  });

  it.each(["/no-such-page", "/gps-in-news/more", "/dept/computer", "/%zz", "/dept/a%2Fb/c", "/dept/a%00/c", `/${"a".repeat(2000)}`])(
    "%s is no page of the site",
    (raw) => {
      expect(table.resolve(raw)).toEqual({ kind: "unknown" });
    },
  );

  it("gives every spelling the same canonical path, which is its own canonical path", () => {
    for (const raw of ["/GPS-in-News", "/gps-in-news/", "/%67ps-in-news"]) {
      const verdict = table.resolve(raw);
      expect(verdict.kind).toBe("redirect");
      if (verdict.kind === "redirect") expect(table.resolve(verdict.path)).toEqual({ kind: "page", path: verdict.path });
    }
  });
});

describe("createRenderAllowance", () => {
  it("lets an address cause its renders for the minute, then asks it to wait", () => {
    const allowance = createRenderAllowance(3);
    const t = 1_000_000 * 60_000 + 1000;
    expect([allowance.take("10.0.0.1", t), allowance.take("10.0.0.1", t), allowance.take("10.0.0.1", t)]).toEqual([true, true, true]);
    expect(allowance.take("10.0.0.1", t)).toBe(false);
    expect(allowance.retryAfterSeconds("10.0.0.1", t)).toBe(59);
    // Another address has its own allowance.
    expect(allowance.take("10.0.0.2", t)).toBe(true);
  });

  it("counts over a sliding minute: the last minute's renders weigh less as it recedes", () => {
    const allowance = createRenderAllowance(4);
    const start = 2_000_000 * 60_000;
    for (let i = 0; i < 4; i++) expect(allowance.take("a", start + 59_000)).toBe(true);
    // One second into the next minute, the last minute's four still count as 3.93: one more.
    expect(allowance.take("a", start + 61_000)).toBe(true);
    expect(allowance.take("a", start + 61_000)).toBe(false);
    // Half-way through it, they count as two, beside this minute's one.
    expect(allowance.take("a", start + 90_000)).toBe(true);
    expect(allowance.take("a", start + 90_000)).toBe(false);
    // Two minutes later, nothing counts.
    expect(allowance.take("a", start + 180_000)).toBe(true);
  });

  it("counts by the clock it is given (the server's), not the machine's", () => {
    let now = 3_000_000 * 60_000 + 5_000;
    const allowance = createRenderAllowance(2, () => now);
    expect([allowance.take("a"), allowance.take("a"), allowance.take("a")]).toEqual([true, true, false]);
    expect(allowance.retryAfterSeconds("a")).toBe(55);
    now += 120_000;
    expect(allowance.take("a")).toBe(true);
  });
});
