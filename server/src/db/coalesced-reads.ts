/** Most keys one gathered statement asks for; more wait for the next. */
const batchKeysMax = 500;

interface Waiter<Row> {
  resolve: (rows: Row[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads by key, at most `inFlight` statements at once: a key asked for while they all run waits for
 * the first to end and then goes in one statement with every key that arrived meanwhile. An idle
 * server answers each key at once; a busy one answers many in one round trip instead of one each.
 * Every statement starts after its keys were asked for, so each answer is as fresh as its own would be.
 * `read` answers its keys' rows in any order; `keyOf` tells which key a row answers.
 */
export function coalescedReads<Row>(
  inFlight: number,
  read: (keys: string[]) => Promise<Row[]>,
  keyOf: (row: Row) => string,
): (key: string) => Promise<Row[]> {
  let running = 0;
  const waiting = new Map<string, Array<Waiter<Row>>>();

  const start = (asked: Map<string, Array<Waiter<Row>>>) => {
    running++;
    // async: a read that throws at once rejects its waiters like one that fails later
    (async () => read([...asked.keys()]))().then(
      (rows) => {
        const byKey = new Map<string, Row[]>();
        for (const row of rows) {
          const key = keyOf(row);
          const answer = byKey.get(key);
          if (answer) answer.push(row);
          else byKey.set(key, [row]);
        }
        for (const [key, waiters] of asked) for (const w of waiters) w.resolve(byKey.get(key) ?? []);
        next();
      },
      (error: unknown) => {
        for (const waiters of asked.values()) for (const w of waiters) w.reject(error);
        next();
      },
    );
  };

  const next = () => {
    running--;
    if (waiting.size === 0) return;
    const batch = new Map<string, Array<Waiter<Row>>>();
    for (const [key, waiters] of waiting) {
      if (batch.size === batchKeysMax) break;
      batch.set(key, waiters);
      waiting.delete(key);
    }
    start(batch);
  };

  return (key) =>
    new Promise<Row[]>((resolve, reject) => {
      const waiter = { resolve, reject };
      if (running < inFlight) start(new Map([[key, [waiter]]]));
      else {
        const same = waiting.get(key);
        if (same) same.push(waiter);
        else waiting.set(key, [waiter]);
      }
    });
}
