import { execFileSync } from "node:child_process";

// A second opinion on well-formedness from libxml2's xmllint (Debian: libxml2-utils), when it
// is installed; tests/support/xml.ts is the reader the tests always have.

/** Throws xmllint's complaint when `text` is not well-formed XML; does nothing without xmllint. */
export function assertWellFormedByXmllint(text: string): void {
  try {
    execFileSync("xmllint", ["--noout", "-"], { input: text, stdio: ["pipe", "ignore", "pipe"] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw new Error(`xmllint: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  }
}
