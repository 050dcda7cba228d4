import { IsNull, Not, type DataSource } from "typeorm";
import { SecondFactor } from "../db/entities/index.js";
import type { Sealer } from "../secrets/sealed-text.js";
import { newRecoveryCodes, normalizeRecoveryCode } from "./recovery-codes.js";
import { looksLikeTotpCode, matchingStep, newTotpSecret } from "./totp.js";

// Each account's second factor in the table second_factor: the TOTP secret sealed, the recovery
// codes' keyed hashes. Attempt limits are the caller's (auth-service.ts); this only checks.

export type SecondFactorState = "off" | "setting-up" | "on";

/** How a second step was passed. */
export type SecondFactorUse = "code" | "recovery-code";

export interface SecondFactorStore {
  state(accountId: number): Promise<SecondFactorState>;
  /** Accounts with a second factor turned on (the accounts list shows it). */
  accountsWithFactor(): Promise<Set<number>>;
  /** A new secret for the account, replacing one not yet confirmed; refused by the caller when one is on. */
  begin(accountId: number): Promise<string>;
  /** Turns the factor on when `code` is right for the secret being set up; the new recovery codes, or null. */
  confirm(accountId: number, code: string, at: Date): Promise<string[] | null>;
  /** Checks a code of a factor that is on; a recovery code is used up, a TOTP code never accepted twice. */
  check(accountId: number, code: string, at: Date): Promise<SecondFactorUse | null>;
  /** Ten new recovery codes (the old ones stop working); null when the factor is not on. */
  renewRecoveryCodes(accountId: number): Promise<string[] | null>;
  /** How many recovery codes are left unused. */
  recoveryCodesLeft(accountId: number): Promise<number>;
  remove(accountId: number): Promise<boolean>;
}

export function createSecondFactorStore(dataSource: DataSource, sealer: Sealer): SecondFactorStore {
  const repo = dataSource.getRepository(SecondFactor);
  const hashesOf = (codes: string[]) => JSON.stringify(codes.map((code) => sealer.lookupHash(normalizeRecoveryCode(code))));
  const secretOf = (factor: SecondFactor) => sealer.open(factor.sealedSecret);
  const column = (property: string) => dataSource.driver.escape(repo.metadata.findColumnWithPropertyName(property)!.databaseName);
  const [ACCOUNT, LAST_STEP] = [column("accountId"), column("lastStep")];

  /** Accepts the step only if it is later than the last accepted one (one conditional UPDATE: two at once cannot both pass). */
  async function takeStep(factor: SecondFactor, step: number): Promise<boolean> {
    const result = await repo
      .createQueryBuilder()
      .update()
      .set({ lastStep: step })
      .where(`${ACCOUNT} = :id AND (${LAST_STEP} IS NULL OR ${LAST_STEP} < :step)`, { id: factor.accountId, step })
      .execute();
    return result.affected === 1;
  }

  return {
    async state(accountId) {
      const factor = await repo.findOneBy({ accountId });
      return !factor ? "off" : factor.confirmedAt ? "on" : "setting-up";
    },

    async accountsWithFactor() {
      const rows = await repo.find({ select: { accountId: true }, where: { confirmedAt: Not(IsNull()) } });
      return new Set(rows.map((row) => row.accountId));
    },

    async begin(accountId) {
      const secret = newTotpSecret();
      // What may be shown of the sealed value: nothing.
      await repo.upsert({ accountId, sealedSecret: sealer.seal(secret, ""), confirmedAt: null, recoveryCodes: "[]", lastStep: null }, ["accountId"]);
      return secret;
    },

    async confirm(accountId, code, at) {
      const factor = await repo.findOneBy({ accountId, confirmedAt: IsNull() });
      if (!factor) return null;
      const step = matchingStep(secretOf(factor), code, at);
      if (step === null) return null;
      const codes = newRecoveryCodes();
      const result = await repo.update({ accountId, confirmedAt: IsNull() }, { confirmedAt: at, lastStep: step, recoveryCodes: hashesOf(codes) });
      return result.affected === 1 ? codes : null;
    },

    async check(accountId, code, at) {
      const factor = await repo.findOneBy({ accountId, confirmedAt: Not(IsNull()) });
      if (!factor || typeof code !== "string") return null;
      if (looksLikeTotpCode(code)) {
        const step = matchingStep(secretOf(factor), code, at);
        return step !== null && (await takeStep(factor, step)) ? "code" : null;
      }
      const hash = sealer.lookupHash(normalizeRecoveryCode(code));
      const hashes = JSON.parse(factor.recoveryCodes) as string[];
      if (!hashes.includes(hash)) return null;
      // Written only if nobody used a code meanwhile: the same code sent twice at once passes once.
      const result = await repo.update({ accountId, recoveryCodes: factor.recoveryCodes }, { recoveryCodes: JSON.stringify(hashes.filter((h) => h !== hash)) });
      return result.affected === 1 ? "recovery-code" : null;
    },

    async renewRecoveryCodes(accountId) {
      const codes = newRecoveryCodes();
      const result = await repo.update({ accountId, confirmedAt: Not(IsNull()) }, { recoveryCodes: hashesOf(codes) });
      return result.affected === 1 ? codes : null;
    },

    async recoveryCodesLeft(accountId) {
      const factor = await repo.findOneBy({ accountId, confirmedAt: Not(IsNull()) });
      return factor ? (JSON.parse(factor.recoveryCodes) as string[]).length : 0;
    },

    async remove(accountId) {
      const result = await repo.delete({ accountId });
      return (result.affected ?? 0) > 0;
    },
  };
}
