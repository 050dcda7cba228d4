import os from "node:os";
import path from "node:path";
import ipaddr from "ipaddr.js";
import { z } from "zod";

// Every environment variable the server reads, parsed and checked once at start.
// The settings table of docs/operating.md lists the same names (tests/unit/settings-docs.test.ts).

const booleanText = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** pino's levels, most important first. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** TRUST_PROXY as Express's "trust proxy" takes it: a hop count or a list of addresses and ranges; undefined when unreadable. */
function trustedProxies(text: string): number | string[] | undefined {
  const value = text.trim();
  if (/^\d+$/.test(value)) return Number(value) <= 10 ? Number(value) : undefined;
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : undefined;
}

/** An address, a range ("10.0.0.0/8") or one of Express's range names ("loopback"): what TRUST_PROXY and METRICS_ALLOW list. */
function isAddressOrRange(entry: string): boolean {
  return PROXY_RANGE_NAMES.has(entry) || ipaddr.isValid(entry) || isCidr(entry);
}

function isCidr(text: string): boolean {
  try {
    ipaddr.parseCIDR(text);
    return true;
  } catch {
    return false;
  }
}

/** PUBLIC_URL's problem, if any: an absolute http(s) address of the site's root (base/site-address.ts uses it). */
function publicUrlProblem(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "PUBLIC_URL must be an absolute address such as https://gpcollege.example";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "PUBLIC_URL must start with http:// or https://";
  if (url.username || url.password) return "PUBLIC_URL must not hold a user name or password";
  // Every page, feed and file lives at the root: a prefix would need the whole site moved under it.
  if (url.pathname !== "/" || url.search || url.hash)
    return "PUBLIC_URL must be the site's address without a path, query or #, such as https://gpcollege.example (the site is served at the root)";
  return undefined;
}

/** METRICS_ALLOW's entries: "none" or an empty text allows no address (the token only). */
function metricsAllowList(text: string): string[] | undefined {
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry && entry !== "none");
  return entries.every(isAddressOrRange) ? entries : undefined;
}

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default("0.0.0.0"),
  /**
   * The site's address as visitors reach it (https://gpcollege.example): every absolute link is
   * made from it. Empty: links use the address a request came to, only when it names this server.
   */
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .superRefine((v, context) => {
      const problem = v === undefined ? undefined : publicUrlProblem(v);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^postgres(ql)?:\/\//.test(v), "DATABASE_URL must be a postgres:// URL (leave it empty for SQLite)"),
  /** Override the uploads folder (default DATA_DIR/uploads). */
  UPLOAD_DIR: z.string().optional(),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(1024).default(20),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(10, "ADMIN_PASSWORD must have at least 10 characters").optional(),
  /** Set when the site is served over HTTPS (directly or behind a proxy): cookies become Secure. */
  SECURE_COOKIES: booleanText,
  /**
   * Whose X-Forwarded-For and X-Forwarded-Proto are believed (the client's address for limits and
   * the audit log; https for Secure cookies and HSTS): the proxies' addresses or ranges
   * ("127.0.0.1", "10.0.0.0/8", "loopback"), comma-separated, or a number of proxies in front (0: none).
   */
  TRUST_PROXY: z
    .string()
    .default("0")
    .refine(
      (v) => trustedProxies(v) !== undefined,
      'TRUST_PROXY must name the proxies\' addresses or ranges ("127.0.0.1", "10.0.0.0/8", "loopback", comma-separated) or be a number of proxies from 0 to 10',
    )
    .transform((v) => trustedProxies(v)!),
  /** On SIGTERM, seconds /readyz answers 503 before the server stops accepting (a balancer's check interval). */
  DRAIN_DELAY_S: z.coerce.number().min(0).max(300).default(2),
  /** Then, seconds the requests in flight (uploads included) may take to finish before they are cut. */
  SHUTDOWN_GRACE_S: z.coerce.number().min(0).max(3600).default(30),
  SESSION_DAYS: z.coerce.number().positive().max(90).default(7),
  /** Skip seeding demo content on an empty database. */
  NO_SEED: booleanText,
  /** Serve the built client from dist/client (off for API-only deployments). */
  SERVE_CLIENT: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** Memory for answers to public GraphQL queries, reused until content changes (0: no cache). */
  ANSWER_CACHE_MB: z.coerce.number().min(0).max(1024).default(16),
  /** Memory for rendered public pages, reused until content changes (0: render every time). */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(1024).default(16),
  /** Public forms (alumni registration, admission confirmation) one address may send per hour. */
  SUBMISSIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** A request body that arrives slower than this on average, after BODY_GRACE_S, is cut off. */
  BODY_MIN_BYTES_PER_S: z.coerce.number().int().min(1).default(1024),
  BODY_GRACE_S: z.coerce.number().min(1).max(3600).default(10),
  /**
   * Public pages rendered at once, each on a worker thread of its own: one core is left to the
   * main thread (HTTP, the API, the pages' data), and each worker holds about 30 MB.
   */
  RENDER_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, Math.min(4, os.availableParallelism() - 1))),
  /** Renders that may wait for a worker; beyond them a visitor gets 503 with Retry-After. */
  RENDER_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  /** A render taking longer than this is stopped and its page answered with a plain 500 page. */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  /** Heap of each render worker; a render needing more is stopped like a slow one. */
  RENDER_HEAP_MB: z.coerce.number().int().min(16).max(4096).default(64),
  /**
   * Seconds a render worker with nothing to do is kept: then it stops and gives its memory back
   * (about 30 MB each), and the next fresh render starts one again (a few hundred milliseconds).
   */
  RENDER_IDLE_S: z.coerce.number().min(0.05).max(86_400).default(60),
  /** Fresh renders (pages not in the page cache) one address may cause per minute; 429 beyond. */
  RENDERS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** How long a write made through another server instance may take to reach this one's cache. */
  CACHE_SYNC_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** The secret that encrypts Aadhaar numbers and signs backups: 32 bytes in base64 (instead of KEY_FILE). */
  DATA_KEY: z
    .string()
    .optional()
    .refine(
      (v) => !v || (/^[A-Za-z0-9+/]{43}=$/.test(v.trim()) && Buffer.from(v.trim(), "base64").length === 32),
      "DATA_KEY must be 32 random bytes written in base64 (44 characters; make one with: openssl rand -base64 32)",
    ),
  /** The file holding that secret (default: beside the data folder, DATA_DIR.key); made on the first start. */
  KEY_FILE: z.string().optional(),
  /** Where `npm run backup` and the backup a start makes before an upgrade's migrations go. */
  BACKUP_DIR: z.string().default("./backups"),
  /** Uploads in an S3-compatible bucket instead of UPLOAD_DIR (several servers share it). */
  S3_BUCKET: z.string().optional(),
  /** The store's address (MinIO, Ceph, another cloud); empty for AWS S3 itself. */
  S3_ENDPOINT: z.string().url("S3_ENDPOINT must be an address such as http://127.0.0.1:9000").optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (http://host/bucket/key), as MinIO and Ceph usually need. */
  S3_FORCE_PATH_STYLE: booleanText,
  /** When set, /uploads/ sends visitors here (followed by the file's key) instead of streaming the file. */
  S3_PUBLIC_URL: z.string().url("S3_PUBLIC_URL must be an address such as https://files.college.example").optional(),
  /** Public submissions older than this many months are deleted (0: kept for ever). */
  SUBMISSION_RETENTION_MONTHS: z.coerce.number().int().min(0).max(1200).default(24),
  /** Versions kept per content row (the History); older ones are dropped, with files only they named. */
  REVISIONS_KEPT: z.coerce.number().int().min(1).max(10_000).default(50),
  /** The least important log lines written (pino's levels; "silent" writes none). */
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /**
   * Who may read /metrics without the token: addresses and ranges ("127.0.0.1", "10.0.0.0/8",
   * "loopback"), comma-separated, compared with the connection's own address (http/metrics-access.ts).
   */
  METRICS_ALLOW: z
    .string()
    .default("loopback")
    .refine((v) => metricsAllowList(v) !== undefined, 'METRICS_ALLOW must name addresses or ranges ("127.0.0.1", "10.0.0.0/8", "loopback", comma-separated), or be empty')
    .transform((v) => metricsAllowList(v)!),
  /** A bearer token that reads /metrics from anywhere (at least 24 characters); empty: none. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 24, "METRICS_TOKEN must have at least 24 characters (make one with: openssl rand -hex 24)")
    .transform((v) => v || undefined),
  /**
   * The mail server that sends forgotten-password links (auth/reset-mail.ts). Empty: no e-mail is
   * sent, and the panel's Forgot Password page says whom to ask instead.
   */
  SMTP_HOST: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  /** 587 (STARTTLS) by default; 465 with SMTP_SECURE. */
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: booleanText,
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  /** The sender of the site's e-mails ("College website <noreply@gpcollege.example>"). */
  MAIL_FROM: z.string().default("College website <noreply@college.example>"),
  /** Minutes a forgotten-password link works (once). */
  PASSWORD_RESET_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Days the audit log keeps an entry; never fewer than 180 (CERT-In's direction for logs). */
  AUDIT_DAYS: z.coerce.number().int().min(180, "AUDIT_DAYS must be at least 180 (logs are kept at least 180 days)").max(36_500).default(180),
  /** Rows deleted more than this many days ago are removed from the trash for ever, with their files. */
  TRASH_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
});

export type Config = z.infer<typeof schema> & {
  dataDir: string;
  uploadDir: string;
  /** Where uploads are staged while a request is read (DATA_DIR/upload-temp). */
  uploadTempDir: string;
  /** The data key's file, when DATA_KEY is not set. */
  keyFile: string;
  /** BACKUP_DIR, resolved: npm run backup's folder and the upgrade's backups. */
  backupDir: string;
  sqlitePath: string;
  uploadMaxBytes: number;
  isPostgres: boolean;
  /** The clock that decides what is published, expired or old enough to purge (tests drive it). */
  now: () => Date;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`The server's settings are not valid:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
    dataDir,
    uploadDir: path.resolve(c.UPLOAD_DIR ?? path.join(dataDir, "uploads")),
    uploadTempDir: path.join(dataDir, "upload-temp"),
    // Beside the data folder, not in it: backups copy the database and the uploads, never the
    // key, and a restore starts from an empty data folder.
    keyFile: path.resolve(c.KEY_FILE ?? `${dataDir}.key`),
    backupDir: path.resolve(c.BACKUP_DIR),
    sqlitePath: path.join(dataDir, "college.sqlite"),
    uploadMaxBytes: Math.round(c.UPLOAD_MAX_MB * 1024 * 1024),
    isPostgres: Boolean(c.DATABASE_URL),
    now: () => new Date(),
  };
}

/** Every setting's name, as `.env.example` lists them (tests/unit/settings-file.test.ts keeps the two in step). */
export const SETTING_NAMES: readonly string[] = Object.keys(schema.shape);
