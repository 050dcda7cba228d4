import fs from "node:fs/promises";
import path from "node:path";

// Helpers of the tests on data at rest: a public admission confirmation with a made-up
// Aadhaar number (valid check digit), looking for a text in files' bytes, and the modes
// of a folder's contents.

export const ADMISSION = {
  mutation: `mutation ($input: CreateAdmissionConfirmationInput!) { createAdmissionConfirmation(input: $input) { id aadhaarNumber } }`,
  input: {
    enrollment: "2300000777",
    aadhaarNumber: "298765432101",
    name: "Sealed Student",
    gender: "Female",
    phone: "9876500777",
    admissionYear: "1st",
    directSecondYear: false,
    aadhaarConsent: true,
  },
  /** How the API shows that number. */
  masked: "XXXX XXXX 2101",
};

/** Other made-up numbers with a valid check digit. */
export const OTHER_AADHAAR = ["387654321095", "476543210985"] as const;

/** The files below `root` (relative paths) whose bytes hold `text` (ASCII). */
export async function filesHolding(root: string, text: string): Promise<string[]> {
  const needle = Buffer.from(text, "ascii");
  const found: string[] = [];
  async function walk(dir: string): Promise<void> {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && (await fs.readFile(full)).includes(needle)) found.push(path.relative(root, full));
    }
  }
  await walk(root);
  return found.sort();
}

/** The distinct permission modes of `root` and the folders below it, and of the files below it. */
export async function privateModes(root: string): Promise<{ folders: number[]; files: number[] }> {
  const folders = new Set<number>([(await fs.stat(root)).mode & 0o777]);
  const files = new Set<number>();
  async function walk(dir: string): Promise<void> {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const mode = (await fs.stat(full)).mode & 0o777;
      if (entry.isDirectory()) {
        folders.add(mode);
        await walk(full);
      } else files.add(mode);
    }
  }
  await walk(root);
  return { folders: [...folders].sort(), files: [...files].sort() };
}
