import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

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

export type HashGate = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * At most `concurrency` password hashes at once and `queueLimit` waiting for a turn: a flood of
 * sign-ins is refused at once (429) instead of queueing without end and starving everybody.
 */
export function hashGate(concurrency: number, queueLimit: number): HashGate {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running < concurrency) running++;
    else if (waiting.length >= queueLimit)
      throw Object.assign(new Error("Hashing busy"), { statusCode: 429 });
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
