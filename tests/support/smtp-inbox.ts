import { SMTPServer } from "smtp-server";

// A real SMTP server for tests (the `smtp-server` package) on a loopback port: it accepts every
// message, without TLS or sign-in, and keeps it to be read. The site's settings point at it with
// SMTP_HOST=127.0.0.1 and SMTP_PORT=inbox.port.

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  subject: string;
  /** The text part, decoded (quoted-printable or base64, UTF-8). */
  text: string;
}

export interface SmtpInbox {
  port: number;
  /** Every message received so far, oldest first. */
  mails: ReceivedMail[];
  /** Waits until a message to `address` arrives after the first `after` messages (10 s at most). */
  waitFor(address: string, after?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), ...parseMessage(Buffer.concat(chunks).toString("latin1")) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    mails,
    async waitFor(address, after = 0) {
      const giveUpAt = Date.now() + 10_000;
      for (;;) {
        const found = mails.slice(after).find((mail) => mail.to.includes(address));
        if (found) return found;
        if (Date.now() > giveUpAt) throw new Error(`No e-mail to ${address} arrived in 10 seconds.`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The subject and the text of a single-part or multipart message, as nodemailer writes them. */
function parseMessage(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split("\r\n\r\n");
  const headers = unfold(head!);
  const subject = decodeWords(headers.get("subject") ?? "");
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return { subject, text: decodeBody(rest.join("\r\n\r\n"), headers.get("content-transfer-encoding")) };
  const part = rest
    .join("\r\n\r\n")
    .split(`--${boundary}`)
    .find((p) => /content-type:\s*text\/plain/i.test(p));
  return { subject, text: part ? parseMessage(part.replace(/^\r\n/, "")).text : "" };
}

function unfold(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=), as a Marathi subject is sent. */
function decodeWords(text: string): string {
  return text.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*(?==\?)?/gi, (_all, kind: string, data: string) =>
    kind.toLowerCase() === "b" ? Buffer.from(data, "base64").toString("utf8") : quotedPrintable(data.replace(/_/g, " ")),
  );
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? "7bit").toLowerCase();
  if (kind === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (kind === "quoted-printable") return quotedPrintable(body.replace(/=\r\n/g, ""));
  return Buffer.from(body, "latin1").toString("utf8");
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes).toString("utf8");
}
