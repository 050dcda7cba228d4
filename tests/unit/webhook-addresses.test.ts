import { describe, expect, it } from "vitest";
import { checkedLookup, type DnsLookup } from "../../server/src/services/webhooks/send.js";
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
    ["192.0.2.1", "reserved"],
    ["198.18.0.1", "reserved"],
    ["fe80::1%eth0", "link-local"],
    ["fec0::1", "private"],
    ["100::1", "reserved"],
    ["2001:db8::1", "reserved"],
    ["4000::1", "reserved"],
    ["fd00:ec2::254", "metadata"],
    // IPv4 inside IPv6, judged as the IPv4 address: the old compatible form, mapped (::ffff:0:0/96),
    // translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96, and the local-use 64:ff9b:1::/48),
    // 6to4 (2002::/16) and Teredo (2001::/32: its server, and its client stored inverted).
    ["::127.0.0.1", "loopback"],
    ["::ffff:0:7f00:1", "loopback"],
    ["::ffff:0:10.0.0.1", "private"],
    ["64:ff9b::7f00:1", "loopback"],
    ["64:ff9b::10.0.0.1", "private"],
    ["64:ff9b::a9fe:a9fe", "metadata"],
    ["64:ff9b:1::a00:1", "private"],
    ["64:ff9b:1::a9fe:a9fe", "metadata"],
    ["2002:7f00:1::1", "loopback"],
    ["2002:c0a8:101::1", "private"],
    ["2002:a9fe:a9fe::", "metadata"],
    ["2001:0:4136:e378:8000:63bf:80ff:fffe", "loopback"],
    ["2001:0:4136:e378:8000:63bf:f5ff:fffe", "private"],
    ["2001:0:a00:1:8000:63bf:3fff:fdd2", "private"],
  ])("%s is %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(["8.8.8.8", "172.32.0.1", "192.169.0.1", "1.1.1.1", "2001:4860:4860::8888", "2606:4700::1111", "::ffff:8.8.8.8", "64:ff9b::8.8.8.8", "2002:808:808::1"])(
    "%s is public",
    (address) => {
      expect(classifyAddress(address)).toBeNull();
    },
  );

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
    expect(refusal("http://localhost.:4000/")).toMatch(/the server itself/);
    expect(refusal("http://LOCALHOST../")).toMatch(/the server itself/);
    expect(refusal("http://api.localhost./")).toMatch(/the server itself/);
    expect(refusal("http://[64:ff9b::7f00:1]/")).toMatch(/the server itself/);
    expect(refusal("http://[::ffff:0:a00:8]/")).toMatch(/private network address/);
    expect(refusal("http://[::ffff:127.0.0.1]/")).toMatch(/the server itself/);
    expect(refusal("http://[2002:c0a8:101::1]/")).toMatch(/private network address/);
    expect(refusal("http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/")).toMatch(/the server itself/);
    expect(refusal("http://[64:ff9b::a9fe:a9fe]/", true)).toMatch(/never sends webhooks there/);
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
  const resolve = (name: string, allowPrivate: boolean, answers?: string[]) =>
    new Promise<{ error: Error | null; address: string }>((done) =>
      checkedLookup(allowPrivate, answers ? fakeDns(answers) : undefined)(name, { all: false }, (error, address) => done({ error, address: String(address) })),
    );
  /** A resolver that answers every name with these addresses, as a hostile DNS server could. */
  const fakeDns =
    (answers: string[]): DnsLookup =>
    (_name, _options, callback) =>
      callback(
        null,
        answers.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
      );

  it.each([
    [["64:ff9b::7f00:1"], /is the server itself/],
    [["::ffff:0:10.1.2.3"], /private network address/],
    [["2002:a9fe:a9fe::1"], /never sends webhooks there/],
    [["2001:0:4136:e378:8000:63bf:f5ff:fffe"], /private network address/],
    [["93.184.216.34", "::ffff:192.168.0.9"], /private network address/],
  ])("refuses a name whose DNS answers %j, naming the address", async (answers, words) => {
    const { error } = await resolve("hooks.example.org", false, answers);
    expect(error).toBeInstanceOf(TargetRefused);
    expect(error!.message).toMatch(words);
    expect(error!.message).toContain("hooks.example.org (");
  });

  it("gives a name's public address", async () => {
    expect(await resolve("hooks.example.org", false, ["2606:4700::1111"])).toEqual({ error: null, address: "2606:4700::1111" });
  });

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
