import { describe, expect, it } from "vitest";
import { createSiteAddress, ownHosts } from "../../server/src/base/site-address.js";
import { loadConfig } from "../../server/src/config.js";

// Issue 34, item 5: the one rule for the site's absolute address. PUBLIC_URL when set (checked
// at start); else only the Hosts that name this server as it was started.

const interfaces = {
  lo: [{ address: "127.0.0.1", family: "IPv4", scopeid: undefined }],
  eth0: [
    { address: "192.168.1.20", family: "IPv4", scopeid: undefined },
    { address: "fe80::1", family: "IPv6", scopeid: 2 },
    { address: "2001:db8::20", family: "IPv6", scopeid: 0 },
  ],
} as unknown as NodeJS.Dict<import("node:os").NetworkInterfaceInfo[]>;

describe("PUBLIC_URL", () => {
  it("takes an absolute http(s) address of the site's root", () => {
    expect(loadConfig({ PUBLIC_URL: "https://GP.College.example/" }).PUBLIC_URL).toBe("https://GP.College.example/");
    expect(loadConfig({ PUBLIC_URL: "http://192.168.1.20:4000" }).PUBLIC_URL).toBe("http://192.168.1.20:4000");
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
  });

  it.each([
    "gp.college.example",
    "ftp://gp.college.example",
    "https://gp.college.example/college",
    "https://gp.college.example/?x=1",
    "https://user:pw@gp.college.example",
  ])("refuses %s, naming the setting", (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
  });

  it("makes every link from it, whatever the Host", () => {
    const site = createSiteAddress({ publicUrl: "https://GP.College.example/", listenHost: "0.0.0.0", port: 4000 });
    expect(site.configured).toBe("https://gp.college.example");
    expect(site.forRequest("evil.example", "http")).toBe("https://gp.college.example");
    expect(site.forRequest(undefined, "http")).toBe("https://gp.college.example");
  });
});

describe("without PUBLIC_URL", () => {
  it("knows a wildcard listener by its loopback names, machine name and interface addresses, with the port", () => {
    const hosts = ownHosts("0.0.0.0", 4000, interfaces, "GP-Server");
    for (const host of ["localhost:4000", "127.0.0.1:4000", "[::1]:4000", "gp-server:4000", "192.168.1.20:4000", "[2001:db8::20]:4000"]) expect(hosts).toContain(host);
    expect(hosts).not.toContain("192.168.1.20");
    expect([...hosts].some((host) => host.includes("fe80"))).toBe(false);
  });

  it("knows a listener on one address by that address and the loopback names only", () => {
    expect([...ownHosts("10.0.0.5", 8080, interfaces, "gp-server")].sort()).toEqual(["10.0.0.5:8080", "127.0.0.1:8080", "[::1]:8080", "localhost:8080"]);
    expect(ownHosts("::1", 80, interfaces, "x")).toContain("[::1]");
  });

  it("answers the server's own Hosts with their address, and no other", () => {
    const site = createSiteAddress({ listenHost: "127.0.0.1", port: 0 });
    site.listening(4321);
    expect(site.configured).toBeUndefined();
    expect(site.forRequest("LOCALHOST:4321", "http")).toBe("http://localhost:4321");
    expect(site.forRequest("127.0.0.1:4321", "https")).toBe("https://127.0.0.1:4321");
    expect(site.forRequest("127.0.0.1:4000", "http")).toBeUndefined();
    expect(site.forRequest("evil.example", "http")).toBeUndefined();
    expect(site.forRequest("localhost:4321/../x", "http")).toBeUndefined();
    expect(site.forRequest(undefined, "http")).toBeUndefined();
  });
});
