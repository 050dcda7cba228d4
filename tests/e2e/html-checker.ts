import { execFile } from "node:child_process";
import path from "node:path";

// The Nu HTML Checker (vnu.jar from the vnu-jar package), run by Debian's Java: once over many
// files, since starting the JVM costs more than checking a page. It refuses loopback URLs, so
// the pages are checked as files.

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const JAVA_MISSING = 'Java is missing (the Nu HTML Checker needs it): install it with "apt-get install -y default-jre-headless".';

// A short run: the quick compiler alone and the serial collector halve its CPU time (about 14 s
// for 250 pages); its schema needs a deeper stack than the default with them. Language detection
// only ever warns, and warnings are not asked for.
const JVM_OPTIONS = ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

export interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The checker's errors in these HTML files (warnings left out; a file it could not read counts as one). */
export function checkHtmlFiles(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      "java",
      [...JVM_OPTIONS, "-jar", VNU_JAR, "--errors-only", "--no-langdetect", "--format", "json", "--stdout", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error && (error as NodeJS.ErrnoException).code === "ENOENT") return reject(new Error(JAVA_MISSING));
        // It exits with 1 when it finds errors; its JSON says which.
        try {
          const report = JSON.parse(stdout) as { messages: VnuMessage[] };
          resolve(report.messages.filter((m) => m.type !== "info"));
        } catch {
          reject(new Error(`The Nu HTML Checker gave no report: ${error?.message ?? ""}\n${stderr.slice(0, 2000)}`));
        }
      },
    );
  });
}
