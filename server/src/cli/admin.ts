import "reflect-metadata";
import { parseArgs } from "node:util";
import { createAuthService, normalizeEmail } from "../auth/auth-service.js";
import { generatePassword } from "../auth/password.js";
import { loadConfig } from "../config.js";
import { loadSettingsFile } from "../settings-file.js";
import { keepNewFilesPrivate } from "../storage/private-files.js";
import { createDataSource, runMigrations } from "../db/data-source.js";
import { prepareForMigrations } from "../backup/before-upgrade.js";
import { loadDataKey } from "../secrets/data-key.js";
import { SYSTEM } from "../base/actor.js";
import { AppError } from "../base/errors.js";
import { createAuditLog } from "../services/audit-log.js";
import { createSecondFactorStore } from "../auth/second-factor-store.js";
import { createSealer } from "../secrets/sealed-text.js";
import { describeAuthority, type RoleInput } from "../auth/role-change.js";
import { textOptions } from "./command-line.js";

// Administrator accounts from the shell, for the first start and for a forgotten password:
//   npm run admin -- create --email a@b.example [--password ...] [--name "Office"]
//   npm run admin -- reset-password --email a@b.example [--password ...]
//   npm run admin -- reset-second-step --email a@b.example
//   npm run admin -- set-role --email a@b.example --role editor [--departments computer] [--types notice]
// Without --password a strong one is generated and printed once (safer: a password typed on the
// command line stays in the shell's history).

const USAGE = `Usage:
  npm run admin -- create --email NAME@COLLEGE.EXAMPLE [--password PASSWORD] [--name "DISPLAY NAME"] [ROLE]
  npm run admin -- reset-password --email NAME@COLLEGE.EXAMPLE [--password PASSWORD]
  npm run admin -- reset-second-step --email NAME@COLLEGE.EXAMPLE
  npm run admin -- set-role --email NAME@COLLEGE.EXAMPLE ROLE

reset-second-step turns off the account's two-step sign-in (a lost phone and recovery codes)
and signs it out everywhere; it signs in with the password alone until it sets up a new phone.

ROLE: --role administrator, editor, approver or viewer (create without it: administrator);
for an editor or approver --departments computer,civil and/or --types notice,timeTable
(web address keys and registry keys, separated by commas; left out: every one).
Leave out --password to have a strong password made up and shown once.
The database is the one the server uses (DATA_DIR or DATABASE_URL, as for npm start).`;

class UsageError extends Error {}

const ACTIONS = ["create", "reset-password", "reset-second-step", "set-role"] as const;

interface Command {
  action: (typeof ACTIONS)[number];
  email: string;
  password?: string;
  name?: string;
  role?: RoleInput;
}

const commaList = (text: string | undefined) =>
  text
    ? text
        .split(",")
        .map((word) => word.trim())
        .filter(Boolean)
    : undefined;

function parseWords(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { ...textOptions("email", "password", "name", "role", "departments", "types"), help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function parseCommand(argv: string[]): Command {
  const { values, positionals } = parseWords(argv);
  if (values.help) throw new UsageError("");
  const [action, ...extra] = positionals;
  if (!action) throw new UsageError("Say what to do: create, reset-password, reset-second-step or set-role.");
  if (!(ACTIONS as readonly string[]).includes(action)) {
    throw new UsageError(`Unknown command "${action}". Use create, reset-password, reset-second-step or set-role.`);
  }
  if (extra.length) throw new UsageError(`Unexpected extra words: ${extra.join(" ")}`);
  if (!values.email?.trim()) throw new UsageError("Give the administrator's e-mail with --email.");
  if (action !== "create" && values.name !== undefined) {
    throw new UsageError("--name is only for create.");
  }
  if (action === "reset-second-step" && values.password !== undefined) {
    throw new UsageError("--password is not for reset-second-step: the password stays as it is.");
  }
  if (action === "set-role" && !values.role) throw new UsageError("Give the role with --role.");
  const role = values.role ? { role: values.role, departments: commaList(values.departments), types: commaList(values.types) } : undefined;
  return { action: action as Command["action"], email: values.email, password: values.password, name: values.name, role };
}

async function run(command: Command): Promise<string> {
  keepNewFilesPrivate();
  loadSettingsFile();
  const config = loadConfig();
  const dataSource = createDataSource(config);
  await dataSource.initialize();
  try {
    // As a server's start: a newer release's database is refused, one to upgrade backed up first.
    await prepareForMigrations(
      dataSource,
      config,
      (line) => console.log(line),
      async () => loadDataKey(config, { create: false }).keys,
    );
    await runMigrations(dataSource);
    // The commands are recorded in the audit log like the panel's (as "server").
    const audit = createAuditLog(dataSource, config.AUDIT_DAYS);
    // Only reset-second-step needs the data key (the second factors are sealed with it): the
    // others work before the first start has made it.
    const secondFactors =
      command.action === "reset-second-step"
        ? {
            store: createSecondFactorStore(dataSource, createSealer(loadDataKey(config, { create: false }).keys)),
            requiredFor: async () => false,
            issuer: async () => "",
          }
        : undefined;
    const auth = createAuthService(dataSource, config, { audit, secondFactors });
    const password = command.password ?? generatePassword();
    const shownPassword = command.password === undefined ? `\nPassword: ${password}\nIt is shown only this once: write it down or hand it over now.` : "";

    if (command.action === "create") {
      const account = await auth.createAdmin(SYSTEM, { email: command.email, password, displayName: command.name, role: command.role });
      return `Account created: ${account.email}, ${describeAuthority(account.authority)}${shownPassword}`;
    }

    const email = normalizeEmail(command.email);
    const account = (await auth.listAdmins(SYSTEM)).find((a) => a.email === email);
    if (!account) {
      throw new UsageError(`There is no account with the e-mail ${email}. To add one, use the create command.`);
    }
    if (command.action === "set-role") {
      const changed = await auth.setRole(SYSTEM, account.id, command.role!);
      return `Role of ${changed.email}: ${describeAuthority(changed.authority)}. Its sessions act with it from their next request.`;
    }
    if (command.action === "reset-second-step") {
      await auth.resetSecondFactor(SYSTEM, account.id);
      return `Two-step sign-in turned off for ${account.email}, and every place where it was signed in has been signed out. It signs in with its password alone until it sets up two-step sign-in again.`;
    }
    await auth.resetPassword(SYSTEM, account.id, password);
    return `Password changed for ${account.email}. Every place where it was signed in has been signed out.${shownPassword}`;
  } finally {
    await dataSource.destroy();
  }
}

async function main(): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (error) {
    const message = (error as Error).message;
    if (!message) {
      console.log(USAGE);
      return 0;
    }
    console.error(`${message}\n\n${USAGE}`);
    return 2;
  }
  try {
    console.log(await run(command));
    return 0;
  } catch (error) {
    if (error instanceof AppError || error instanceof UsageError) {
      console.error(error.message);
    } else {
      // Settings or database problems: the message says what is wrong; the stack would not help.
      console.error(`Could not finish: ${(error as Error).message}`);
    }
    return 1;
  }
}

process.exitCode = await main();
