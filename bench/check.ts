import { openPostgres } from "../server/src/db/client.js";
import { checkStock } from "../server/src/modules/stock/index.js";
import { benchUrl } from "./generate.js";

/**
 * `npm run bench:check`: the provable-stock check's full pass over the scale set (every packet against its ledger's
 * replay, every table of kept sums against its records), as the server runs it; exits 1 on any discrepancy. Run after
 * generating the set or after `npm run bench`, it shows the set the figures ran on is a true record.
 */
const database = openPostgres(benchUrl(), 1);
try {
  const started = performance.now();
  const found = await checkStock(database.db, null);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Provable stock on ${benchUrl()} (${seconds} s)`);
  console.log(
    `  packets against their ledger: ${found.discrepancies} discrepancies ${found.sample.join(" ")}`,
  );
  let wrong = found.discrepancies;
  for (const [table, kept] of Object.entries(found.keptSums ?? {})) {
    console.log(`  ${table.padEnd(22)} ${kept.discrepancies} discrepancies ${kept.sample.join(", ")}`);
    wrong += kept.discrepancies;
  }
  process.exitCode = wrong === 0 ? 0 : 1;
} finally {
  await database.close();
}
