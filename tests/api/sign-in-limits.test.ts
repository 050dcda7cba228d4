import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, NEW_ADDRESS_LIMIT, PAIR_LIMIT } from "../../server/src/auth/rate-limit.js";
import { SYSTEM } from "../../server/src/base/actor.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Sign-in limits over real HTTP (GraphQL and the legacy connection.php sign-in), with client
// addresses taken from X-Forwarded-For (TRUST_PROXY=1) so one test can play several computers.
// Every real password check (argon2) is counted by the auth service, as its metrics show it
// (password_checks_total); the server runs in this process.

const PAIR_FAILURES = PAIR_LIMIT.attempts; // 5 per account and address
const ADDRESS_FAILURES = ADDRESS_LIMIT.attempts; // 20 per address
/** Checks an account allows per hour from addresses it has not signed in from. */
const NEW_PLACES_PER_HOUR = NEW_ADDRESS_LIMIT.attempts + ACCOUNT_LIMIT.attempts;

const SIGN_IN = `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { id email } }`;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "1" } });
});

afterAll(async () => {
  await server?.close();
});

/** The password checks since the last reset. */
const checks = {
  since: 0,
  get count() {
    return server.services.auth.passwordChecks() - this.since;
  },
  reset() {
    this.since = server.services.auth.passwordChecks();
  },
};

beforeEach(() => {
  checks.reset();
});

interface Answer {
  status: number;
  code?: string;
  message?: string;
  email?: string;
  cookie: string | null;
}

/** A GraphQL signIn from the given client address. */
async function signIn(email: string, password: string, address: string): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ query: SIGN_IN, variables: { email, password } }),
  });
  const text = await response.text();
  let json: { data?: { signIn?: { email: string } | null }; errors?: { message: string; extensions?: { code?: string } }[] };
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`signIn answered ${response.status} with something that is not JSON: ${text.slice(0, 200)}`);
  }
  const error = json.errors?.[0];
  return {
    status: response.status,
    code: error?.extensions?.code,
    message: error?.message,
    email: json.data?.signIn?.email,
    cookie: response.headers.get("set-cookie"),
  };
}

/** The legacy GET connection.php sign-in from the given client address. */
async function legacySignIn(email: string, password: string, address: string) {
  const query = new URLSearchParams({ username: email, password });
  const response = await fetch(`${server.url}/connection.php?${query}`, { headers: { "x-forwarded-for": address } });
  return { status: response.status, text: await response.text(), cookie: response.headers.get("set-cookie") };
}

async function createAdmin(email: string, password: string) {
  await server.services.auth.createAdmin(SYSTEM, { email, password });
}

const codes = (answers: Answer[]) => {
  const counted: Record<string, number> = {};
  for (const answer of answers) counted[answer.code ?? "OK"] = (counted[answer.code ?? "OK"] ?? 0) + 1;
  return counted;
};

describe("guesses sent at once (finding 4)", () => {
  it("300 simultaneous wrong passwords for one account from one address get at most 5 real checks", async () => {
    const email = "burst@college.example";
    const password = "the burst account's password";
    await createAdmin(email, password);

    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => signIn(email, `wrong guess ${i}`, "198.51.100.10")));
    const counted = codes(answers);
    // Every answer is a refusal a person can read: wrong password or wait; never a server error.
    expect(Object.keys(counted).sort()).toEqual(["RATE_LIMITED", "UNAUTHENTICATED"]);
    expect(checks.count).toBe(PAIR_FAILURES); // the old code made 299 checks here
    expect(counted.UNAUTHENTICATED).toBe(checks.count);
    expect(counted.RATE_LIMITED).toBe(300 - checks.count);
    expect(answers.every((a) => a.cookie === null)).toBe(true);
    const limited = answers.find((a) => a.code === "RATE_LIMITED")!;
    expect(limited.status).toBe(200); // GraphQL answers 200 with the error in the body
    expect(limited.message).toMatch(/^Too many failed sign-in attempts/);

    // The right password from that address is refused too, without a password check...
    checks.reset();
    expect((await signIn(email, password, "198.51.100.10")).code).toBe("RATE_LIMITED");
    expect(checks.count).toBe(0);
    // ...and works from the owner's own address.
    expect((await signIn(email, password, "192.0.2.50")).email).toBe(email);
  });

  it("simultaneous guesses across many accounts from one address get at most 20 real checks", async () => {
    const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => signIn(`someone${i % 40}@college.example`, "a wrong password", "198.51.100.11")));
    const counted = codes(answers);
    expect(Object.keys(counted).sort()).toEqual(["RATE_LIMITED", "UNAUTHENTICATED"]);
    expect(checks.count).toBe(ADDRESS_FAILURES);
    expect(counted.UNAUTHENTICATED).toBe(checks.count);
  });

  it("counts legacy connection.php sign-ins sent at once in the same limit", async () => {
    const email = "legacy-burst@college.example";
    const password = "legacy burst password";
    await createAdmin(email, password);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => legacySignIn(email, `wrong ${i}`, "198.51.100.12")));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(checks.count);
    expect(checks.count).toBe(PAIR_FAILURES);
    expect(answers.filter((a) => a.status === 429).length).toBe(60 - checks.count);
    expect(answers.find((a) => a.status === 429)!.text).toMatch(/Too many failed sign-in attempts/);
  });
});

describe("an attacker at other addresses (finding 5)", () => {
  it("cannot lock the owner out, and gets only a few real guesses", async () => {
    const email = "owner@college.example";
    const password = "the owner's own password";
    await createAdmin(email, password);
    // The owner works from the office, where they have signed in before.
    const office = "192.0.2.10";
    expect((await signIn(email, password, office)).email).toBe(email);
    checks.reset();

    // An attacker at 30 addresses sends 8 wrong passwords from each, all at once: 240 guesses.
    const attackers = Array.from({ length: 30 }, (_, i) => `203.0.113.${i + 1}`);
    const attack = await Promise.all(attackers.flatMap((address) => Array.from({ length: 8 }, (_, i) => signIn(email, `guess ${address} ${i}`, address))));
    const counted = codes(attack);
    expect(Object.keys(counted).sort()).toEqual(["RATE_LIMITED", "UNAUTHENTICATED"]);
    // The account's hourly allowance for new places (10), not 5 per address (150).
    expect(checks.count).toBe(counted.UNAUTHENTICATED);
    expect(checks.count).toBe(NEW_PLACES_PER_HOUR);
    const slowed = attack.find((a) => a.code === "RATE_LIMITED")!;
    expect(slowed.message).toMatch(/^Too many failed sign-in attempts/);

    // More guesses a little later are still refused without a check.
    checks.reset();
    for (const address of attackers.slice(0, 5)) {
      expect((await signIn(email, "yet another guess", address)).code).toBe("RATE_LIMITED");
    }
    expect(checks.count).toBe(0);

    // The owner signs in from the office, even after a typing mistake there.
    expect((await signIn(email, "the owners own password", office)).code).toBe("UNAUTHENTICATED");
    const atOffice = await signIn(email, password, office);
    expect(atOffice.email).toBe(email);
    expect(atOffice.cookie).toMatch(/^gp_session=/);
    // And through the legacy sign-in too.
    const legacy = await legacySignIn(email, password, office);
    expect(legacy.status).toBe(200);
    expect(legacy.text).toBe("ok");
  });

  it("lets the owner in from a new address with no failures while others hammer the account", async () => {
    const email = "principal@college.example";
    const password = "the principal's password";
    await createAdmin(email, password);

    // Three addresses keep guessing (the owner has never signed in anywhere yet).
    const attackers = ["203.0.113.101", "203.0.113.102", "203.0.113.103"];
    const attack = await Promise.all(attackers.flatMap((address) => Array.from({ length: 10 }, (_, i) => signIn(email, `guess ${i}`, address))));
    expect(codes(attack).RATE_LIMITED).toBe(30 - checks.count);
    // One check per attacking address, then the shared allowance: 3 + 5, not 3 x 5.
    expect(checks.count).toBe(attackers.length + ACCOUNT_LIMIT.attempts);

    // The owner, at home: an address that has made no failed attempt.
    const home = await signIn(email, password, "192.0.2.77");
    expect(home.code).toBeUndefined();
    expect(home.email).toBe(email);
    // The attack goes on; the owner at another clean address still gets in.
    await Promise.all(attackers.map((address) => signIn(email, "more guessing", address)));
    expect((await legacySignIn(email, password, "192.0.2.78")).text).toBe("ok");
  });

  it("does not let a wrong guess for one account lock another account", async () => {
    const email = "clerk2@college.example";
    const password = "clerk two's password";
    await createAdmin(email, password);
    for (let i = 0; i < 8; i++) await signIn("someone-else@college.example", "wrong", `203.0.113.${150 + i}`);
    expect((await signIn(email, password, "203.0.113.200")).email).toBe(email);
  });
});

describe("long e-mail addresses (finding 9a)", () => {
  it.each([400, 5000])("a %i-character e-mail gets a normal refusal, never a server error, and is counted", async (length) => {
    const email = `${"a".repeat(length - "@college.example".length)}@college.example`;
    expect(email).toHaveLength(length);
    const address = `198.51.100.${length === 400 ? 40 : 41}`;
    for (let i = 0; i < PAIR_FAILURES; i++) {
      const answer = await signIn(email, `wrong ${i}`, address);
      expect(answer.code, answer.message).toBe("UNAUTHENTICATED");
      expect(answer.message).toBe("The e-mail or password is not correct.");
    }
    expect(checks.count).toBe(PAIR_FAILURES);
    const limited = await signIn(email, "wrong again", address);
    expect(limited.code).toBe("RATE_LIMITED");
    expect(checks.count).toBe(PAIR_FAILURES);
  });

  it("the legacy sign-in refuses a 400-character e-mail with 401, not 500", async () => {
    const answer = await legacySignIn(`${"b".repeat(384)}@college.example`, "whatever password", "198.51.100.42");
    expect(answer.status).toBe(401);
    expect(answer.text).toBe("The e-mail or password is not correct.");
  });

  it("an address that is not an IP (a long X-Forwarded-For entry) is counted too", async () => {
    const address = `not-an-ip-${"x".repeat(400)}`;
    for (let i = 0; i < PAIR_FAILURES; i++) {
      expect((await signIn("long-address@college.example", "wrong", address)).code).toBe("UNAUTHENTICATED");
    }
    expect((await signIn("long-address@college.example", "wrong", address)).code).toBe("RATE_LIMITED");
  });
});
