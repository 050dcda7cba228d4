import type { DataSource } from "typeorm";
import type { SqliteDriver } from "typeorm/driver/sqlite/SqliteDriver.js";
import { SqliteQueryRunner } from "typeorm/driver/sqlite/SqliteQueryRunner.js";

// SQLite through TypeORM runs every request on one shared connection. Out of the box TypeORM
// also shares one query runner, so two requests' transactions interleave on that connection:
// the second BEGIN becomes a savepoint of the first, a statement of one request commits or rolls
// back with another's transaction, and writes that answered "saved" can vanish. Here every
// request gets a query runner of its own, and a gate in front of the connection makes a
// transaction exclusive: while one runs, statements of other runners wait, and a transaction
// starts only when no other statement is in flight. Statements outside transactions (most
// reads) still run side by side. PostgreSQL needs none of this: each runner has its own
// connection there.

/** Longer than any transaction of this application should take; past it, something is stuck. */
const WAIT_LIMIT_MS = 30_000;

interface Waiter {
  exclusive: boolean;
  owner: object | null;
  resolve(): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** A readers-writer lock over the one connection, first come first served. */
export class SqliteGate {
  private holder: object | null = null;
  private statements = 0;
  private readonly waiting: Waiter[] = [];

  heldBy(owner: object): boolean {
    return this.holder === owner;
  }

  /** Waits until no transaction holds the gate; pair with `leaveStatement`. */
  enterStatement(): Promise<void> {
    if (this.holder === null && this.waiting.length === 0) {
      this.statements++;
      return Promise.resolve();
    }
    return this.wait(false, null);
  }

  leaveStatement(): void {
    this.statements--;
    this.admit();
  }

  /** Waits until nothing else runs on the connection, then holds it for `owner`. */
  enterTransaction(owner: object): Promise<void> {
    if (this.holder === null && this.statements === 0 && this.waiting.length === 0) {
      this.holder = owner;
      return Promise.resolve();
    }
    return this.wait(true, owner);
  }

  leaveTransaction(owner: object): void {
    if (this.holder !== owner) return;
    this.holder = null;
    this.admit();
  }

  private wait(exclusive: boolean, owner: object | null): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        exclusive,
        owner,
        resolve,
        reject,
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(new Error(`The SQLite database stayed busy for ${WAIT_LIMIT_MS / 1000} s; the statement was not run.`));
          this.admit();
        }, WAIT_LIMIT_MS),
      };
      this.waiting.push(waiter);
    });
  }

  /** Lets in, in order, every waiter that can run now. */
  private admit(): void {
    while (this.waiting.length > 0 && this.holder === null) {
      const next = this.waiting[0]!;
      if (next.exclusive) {
        if (this.statements > 0) return;
        this.holder = next.owner;
      } else {
        this.statements++;
      }
      this.waiting.shift();
      clearTimeout(next.timer);
      next.resolve();
    }
  }
}

/** A query runner of one request, whose transactions hold the gate. */
class GatedSqliteQueryRunner extends SqliteQueryRunner {
  constructor(
    driver: SqliteDriver,
    private readonly gate: SqliteGate,
  ) {
    super(driver);
  }

  // biome-ignore lint/suspicious/noExplicitAny: TypeORM's QueryRunner.query answers Promise<any> (rows or a QueryResult, by flag); the override keeps its type.
  override async query(sql: string, parameters?: unknown[], useStructuredResult = false): Promise<any> {
    if (this.gate.heldBy(this)) {
      // IMMEDIATE takes the database's write lock at BEGIN, so a second process (a backup, another
      // server on the same file) makes it wait for busy_timeout instead of failing mid-transaction.
      const statement = sql === "BEGIN TRANSACTION" ? "BEGIN IMMEDIATE TRANSACTION" : sql;
      return super.query(statement, parameters, useStructuredResult);
    }
    await this.gate.enterStatement();
    try {
      return await super.query(sql, parameters, useStructuredResult);
    } finally {
      this.gate.leaveStatement();
    }
  }

  override async startTransaction(isolationLevel?: Parameters<SqliteQueryRunner["startTransaction"]>[0]): Promise<void> {
    const outermost = !this.isTransactionActive;
    if (outermost) await this.gate.enterTransaction(this);
    try {
      await super.startTransaction(isolationLevel);
    } catch (error) {
      if (outermost) this.endTransaction();
      throw error;
    }
  }

  override async commitTransaction(): Promise<void> {
    try {
      await super.commitTransaction();
    } finally {
      // A failed COMMIT leaves the transaction open: the caller rolls it back, which lets go.
      if (!this.isTransactionActive) this.gate.leaveTransaction(this);
    }
  }

  override async rollbackTransaction(): Promise<void> {
    try {
      await super.rollbackTransaction();
    } catch (error) {
      // SQLite may already have rolled back on its own (a full disk, an interrupted statement).
      if (this.transactionDepth <= 1) this.endTransaction();
      throw error;
    } finally {
      if (!this.isTransactionActive) this.gate.leaveTransaction(this);
    }
  }

  override async release(): Promise<void> {
    if (this.gate.heldBy(this)) {
      await super.query("ROLLBACK").catch(() => undefined);
      this.endTransaction();
    }
    return super.release();
  }

  private endTransaction(): void {
    this.isTransactionActive = false;
    this.transactionDepth = 0;
    this.gate.leaveTransaction(this);
  }
}

/** Gives every caller of a SQLite data source its own query runner behind one gate. */
export function gateSqliteConnection(dataSource: DataSource): SqliteGate {
  const driver = dataSource.driver as SqliteDriver;
  const gate = new SqliteGate();
  driver.createQueryRunner = () => new GatedSqliteQueryRunner(driver, gate);
  return gate;
}
