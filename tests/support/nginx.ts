import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Real nginx from Debian's packages (`apt-get install nginx-light`; .ci/run installs it) in front
// of test servers, running the site configuration the project ships (deploy/nginx/college.conf)
// with only what a test must change: its ports, its certificate (self-signed, made here with
// openssl) and the app servers it forwards to. It runs in a folder of its own, as this user.

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));

export interface RunningNginx {
  /** https://127.0.0.1:<port> */
  httpsUrl: string;
  /** http://127.0.0.1:<port> (redirects to https) */
  httpUrl: string;
  /** The self-signed certificate (PEM) a client must trust. */
  certificate: string;
  /** What nginx wrote to its error log so far. */
  errorLog(): string;
  stop(): Promise<void>;
}

export function assertNginxInstalled(): string {
  if (!NGINX) throw new Error("nginx is not installed: apt-get install -y nginx-light (.ci/run installs it).");
  return NGINX;
}

/** The shipped site configuration with the test's ports, certificate and upstream servers. */
export function siteConfigFor(options: { httpPort: number; httpsPort: number; certificate: string; key: string; upstreams: string[] }): string {
  const shipped = readFileSync(path.join(REPO_ROOT, "deploy", "nginx", "college.conf"), "utf8");
  const servers = options.upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join("\n");
  const replaced = shipped
    .replace(/^\s*server 127\.0\.0\.1:4000[^\n]*$/m, servers)
    .replace(/^\s*listen \[::\]:\d+[^\n]*\n/gm, "")
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${options.httpPort};`)
    .replace(/^(\s*)listen 443 ssl http2;/m, `$1listen 127.0.0.1:${options.httpsPort} ssl http2;`)
    .replace(/^(\s*)ssl_certificate \S+;/m, `$1ssl_certificate ${options.certificate};`)
    .replace(/^(\s*)ssl_certificate_key \S+;/m, `$1ssl_certificate_key ${options.key};`);
  for (const expected of [`listen 127.0.0.1:${options.httpsPort}`, options.certificate, options.upstreams[0]!]) {
    if (!replaced.includes(expected)) throw new Error(`deploy/nginx/college.conf changed shape: could not set ${expected}`);
  }
  return replaced;
}

function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx ended (${child.exitCode}):\n${output()}`));
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) return reject(new Error(`nginx did not listen on ${port} within 15 s:\n${output()}`));
        setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

export async function startNginx(options: { upstreams: string[]; httpPort: number; httpsPort: number }): Promise<RunningNginx> {
  const nginx = assertNginxInstalled();
  const dir = mkdtempSync(path.join(os.tmpdir(), "college-nginx-"));
  mkdirSync(path.join(dir, "logs"));
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { stdio: "ignore" },
  );
  const site = siteConfigFor({ ...options, certificate, key });
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "logs", "error.log")} warn;
worker_processes 1;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log ${path.join(dir, "logs", "access.log")};
  ${temp("client_body")}
  ${temp("proxy")}
  ${temp("fastcgi")}
  ${temp("uwsgi")}
  ${temp("scgi")}
${site}
}
`,
  );
  let output = "";
  const child = spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const errorLog = () => output + (existsSync(path.join(dir, "logs", "error.log")) ? readFileSync(path.join(dir, "logs", "error.log"), "utf8") : "");
  await waitForPort(options.httpsPort, child, errorLog);
  return {
    httpsUrl: `https://127.0.0.1:${options.httpsPort}`,
    httpUrl: `http://127.0.0.1:${options.httpPort}`,
    certificate: readFileSync(certificate, "utf8"),
    errorLog,
    async stop() {
      if (child.exitCode === null) {
        const ended = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await ended;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
