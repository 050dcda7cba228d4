import { describe, expect, it } from "vitest";
import { checkedLookup } from "../../server/src/services/webhooks/send.js";
import { addressAllowed, checkWebhookUrl, classifyAddress, TargetRefused } from "../../server/src/services/webhooks/target-address.js";

// Where webhooks may go (SSRF): every non-public address is recognised, in IPv4 and IPv6.

describe("classifyAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.10", "private"],
    ["100.64.0.1", "private"],
    ["169.254.169.254", "metadata"],
    ["169.254.1.1", "link-local"],
    ["fe80::1", "link-local"],
    ["fc00::1", "unique-local"],
    ["fd12:3456::1", "unique-local"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:a9fe:a9fe", "metadata"],
    ["::ffff:10.0.0.1", "private"],
    ["255.255.255.255", "reserved"],
  ])("%s is %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(["8.8.8.8", "172.32.0.1", "192.169.0.1", "1.1.1.1", "2001:4860:4860::8888", "::ffff:8.8.8.8"])("%s is public", (address) => {
    expect(classifyAddress(address)).toBeNull();
  });

  it("allows private addresses only when the setting is on, and never the metadata address", () => {
    expect(addressAllowed("private", false)).toBe(false);
    expect(addressAllowed("loopback", true)).toBe(true);
    expect(addressAllowed("metadata", true)).toBe(false);
    expect(addressAllowed(null, false)).toBe(true);
  });
});

describe("checkWebhookUrl", () => {
  const refusal = (url: string, allowPrivate = false) => {
    try {
      checkWebhookUrl(url, allowPrivate);
    } catch (error) {
      expect(error).toBeInstanceOf(TargetRefused);
      return (error as Error).message;
    }
    return null;
  };

  it("takes http and https addresses with a public host", () => {
    expect(checkWebhookUrl(" https://hooks.example.org/college ", false).href).toBe("https://hooks.example.org/college");
    expect(refusal("http://93.184.216.34:8080/x")).toBeNull();
  });

  it("refuses other schemes, credentials and private hosts in plain words", () => {
    expect(refusal("ftp://example.org/")).toMatch(/must start with https:\/\//);
    expect(refusal("file:///etc/passwd")).toMatch(/must start with https:\/\//);
    expect(refusal("not an address")).toMatch(/not a complete web address/);
    expect(refusal("https://user:pw@example.org/")).toMatch(/Remove the user name and password/);
    expect(refusal("http://localhost:4000/")).toMatch(/the server itself/);
    expect(refusal("http://127.0.0.1/")).toMatch(/Allow webhooks to private addresses/);
    expect(refusal("http://[::1]/")).toMatch(/loopback/);
    expect(refusal("http://192.168.0.5/")).toMatch(/private network address/);
    expect(refusal("http://169.254.169.254/latest/meta-data", true)).toMatch(/never sends webhooks there/);
  });

  it("takes private hosts when the setting allows them", () => {
    expect(refusal("http://127.0.0.1:9000/hook", true)).toBeNull();
    expect(refusal("http://localhost:9000/hook", true)).toBeNull();
  });
});

describe("the lookup used when sending", () => {
  const resolve = (name: string, allowPrivate: boolean) =>
    new Promise<{ error: Error | null; address: string }>((done) =>
      checkedLookup(allowPrivate)(name, { all: false }, (error, address) => done({ error, address: String(address) })),
    );

  it("refuses a name that resolves to a private address, naming the address", async () => {
    const { error } = await resolve("localhost", false);
    expect(error).toBeInstanceOf(TargetRefused);
    expect(error!.message).toMatch(/^localhost \((127\.0\.0\.1|::1)\) is the server itself/);
  });

  it("gives the address it judged when private addresses are allowed", async () => {
    const { error, address } = await resolve("localhost", true);
    expect(error).toBeNull();
    expect(["127.0.0.1", "::1"]).toContain(address);
  });
});
