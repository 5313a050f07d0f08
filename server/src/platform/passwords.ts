import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { authMessages } from "@wms/domain";
import { RefusedError } from "./envelope.js";

const keyLength = 64;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { N: n, r, p, maxmem: 256 * n * r + 32 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so N can be raised later. */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const n = 2 ** logN;
  const salt = randomBytes(16);
  const key = await derive(password, salt, n, 8, 1);
  return ["scrypt", n, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Runs one password hash (or check) when it is its turn. */
export type HashGate = <T>(work: () => Promise<T>) => Promise<T>;

/** Who a password check is for: its client's address and, when known, the account. */
export interface HashClient {
  address: string;
  account?: string;
}

export interface HashQueue {
  /** The gate of one client's checks, counted on its address and its account. */
  for(client: HashClient): HashGate;
  /** Refuses every waiting check, and from then on every check that would wait, with 503 (the instance is stopping). */
  shed(): void;
}

interface Waiter {
  start: () => void;
  refuse: (err: Error) => void;
}

/**
 * At most `concurrency` password hashes at once, `queueLimit` waiting, served round-robin by client
 * address; one address runs at most half the hashes at once (at least one) and one address or account
 * has at most `perClient` checks running or waiting. Beyond a bound a check is refused at once (429),
 * so a flood from one place never stalls the sign-ins of others.
 */
export function hashQueue(limits: { concurrency: number; queueLimit: number; perClient: number }): HashQueue {
  const perAddressRunning = Math.max(1, Math.floor(limits.concurrency / 2));
  const running = new Map<string, number>();
  let runningTotal = 0;
  // By address, in turn order: an address served goes to the back of the round.
  const waiting = new Map<string, Waiter[]>();
  let waitingTotal = 0;
  // Checks running or waiting, by address and by account.
  const held = new Map<string, number>();
  let stopped = false;

  const add = (counts: Map<string, number>, key: string, n: number) => {
    const value = (counts.get(key) ?? 0) + n;
    if (value === 0) counts.delete(key);
    else counts.set(key, value);
  };
  const mayRun = (address: string) =>
    runningTotal < limits.concurrency && (running.get(address) ?? 0) < perAddressRunning;
  const run = (address: string) => {
    add(running, address, 1);
    runningTotal++;
  };
  const startNext = () => {
    for (const [address, line] of waiting) {
      if (!mayRun(address)) continue;
      const next = line.shift() as Waiter;
      waiting.delete(address);
      if (line.length > 0) waiting.set(address, line);
      waitingTotal--;
      run(address);
      next.start();
      return true;
    }
    return false;
  };

  return {
    for({ address, account }) {
      const keys = [`address:${address}`, ...(account === undefined ? [] : [`account:${account}`])];
      return async (work) => {
        if (keys.some((key) => (held.get(key) ?? 0) >= limits.perClient)) {
          throw new RefusedError(429, authMessages.signInsAtOnce);
        }
        const now = mayRun(address);
        if (stopped && !now) throw new RefusedError(503, authMessages.signInStopping);
        if (!now && waitingTotal >= limits.queueLimit) throw new RefusedError(429, authMessages.signInBusy);
        for (const key of keys) add(held, key, 1);
        try {
          if (now) run(address);
          else {
            await new Promise<void>((start, refuse) => {
              const line = waiting.get(address);
              if (line) line.push({ start, refuse });
              else waiting.set(address, [{ start, refuse }]);
              waitingTotal++;
            });
          }
          try {
            return await work();
          } finally {
            add(running, address, -1);
            runningTotal--;
            while (startNext());
          }
        } finally {
          for (const key of keys) add(held, key, -1);
        }
      };
    },
    shed() {
      stopped = true;
      for (const line of waiting.values()) {
        for (const waiter of line) waiter.refuse(new RefusedError(503, authMessages.signInStopping));
      }
      waiting.clear();
      waitingTotal = 0;
    },
  };
}
