/**
 * CUAD's dev side cut in two, so a fix to the contract rules can be checked on contracts it was
 * not made from. Misses are studied on half A only; half B says whether a fix carries (one that
 * helps A and not B was fitted to A's wordings).
 *
 * `node eval/extractor/legal/halves.ts --make`: freezes `dev-halves.json` (refuses to rewrite it).
 * `node eval/extractor/legal/halves.ts PREDICTIONS [--misses A|B]`: scores the contract fields of a
 * `npm run eval -- ../shared/datasets/cuad --split dev --predictions PREDICTIONS` run per half;
 * `--misses A` lists half A's misses. The half whose misses are read changes from one pass to the
 * next (A in the eighth pass, B in the ninth), so each pass's fixes are checked on the other.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { format } from "prettier";
import { assignSides, recordKey } from "../../splits/split-file.ts";
import { chooseLabelMapping } from "../../understanding/label-mapping.ts";
import { type Outcome, scoreField } from "../../understanding/match-value.ts";
import { cuadDevRecords } from "./cuad-dev.ts";

const HALVES_FILE = path.join(import.meta.dirname, "dev-halves.json");
const SALT = "berkas-issue-17-cuad-dev-halves-2026-11-27";
const B_SHARE = 0.4;
const FIELDS = ["primary_party", "counterparty", "effective_date", "expiry_date", "governing_law"];

type Half = "A" | "B";

async function makeHalves() {
  if (fs.existsSync(HALVES_FILE)) throw new Error(`${HALVES_FILE} exists: a frozen split stays`);
  const ids = (await cuadDevRecords()).map(recordKey);
  // assignSides' "test" is half B: the first 40 % of the ids ranked by sha256(salt + id).
  const sides = assignSides([ids], SALT, B_SHARE);
  const halves = Object.fromEntries(
    Object.entries(sides).map(([id, side]) => [id, side === "test" ? "B" : "A"]),
  );
  const count = (half: Half) => Object.values(halves).filter((value) => value === half).length;
  const file = {
    dataset: "cuad, dev side of eval/splits/cuad.json",
    made: "2026-11-27",
    method: `ids ranked by the hex sha256 of salt + id; the first round(${B_SHARE} × n) are B, the rest A`,
    salt: SALT,
    counts: { A: count("A"), B: count("B") },
    records: halves,
  };
  fs.writeFileSync(HALVES_FILE, await format(JSON.stringify(file), { parser: "json" }));
  console.log(
    `wrote ${path.relative(process.cwd(), HALVES_FILE)}: A ${file.counts.A}, B ${file.counts.B}`,
  );
}

async function scoreHalves(predictionsFile: string, missesOf: Half | undefined) {
  const halves = JSON.parse(fs.readFileSync(HALVES_FILE, "utf8")).records as Record<string, Half>;
  const predictions = new Map<string, Record<string, unknown>>();
  for (const line of fs.readFileSync(predictionsFile, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const { file, fields } = JSON.parse(line);
    predictions.set(file, fields);
  }
  const tally = { A: new Map<string, Outcome[]>(), B: new Map<string, Outcome[]>() };
  const misses: string[] = [];
  for (const record of await cuadDevRecords()) {
    const half = halves[recordKey(record)];
    const predicted = predictions.get(record.file);
    if (!half || !predicted) throw new Error(`${recordKey(record)}: no half or no prediction`);
    const mapping = chooseLabelMapping("cuad", record);
    const gold = mapping.goldFields(record);
    for (const field of FIELDS) {
      const outcome = scoreField(
        field as never,
        predicted[field],
        gold[field as never],
        mapping.dateOrder,
      );
      if (!outcome) continue;
      const outcomes = tally[half].get(field) ?? [];
      outcomes.push(outcome);
      tally[half].set(field, outcomes);
      if (half === missesOf && outcome !== "right") {
        misses.push(
          `${field}\t${recordKey(record)}\tpredicted ${JSON.stringify(predicted[field] ?? null)}` +
            `\tgold ${JSON.stringify(gold[field as never])}`,
        );
      }
    }
  }
  console.log(`${"field".padEnd(17)}${"A".padEnd(18)}B`);
  for (const field of FIELDS) {
    const cell = (half: Half) => {
      const outcomes = tally[half].get(field) ?? [];
      const right = outcomes.filter((outcome) => outcome === "right").length;
      const share = outcomes.length ? ((100 * right) / outcomes.length).toFixed(1) : "-";
      return `${share} (${right}/${outcomes.length})`.padEnd(18);
    };
    console.log(`${field.padEnd(16)} ${cell("A")}${cell("B")}`);
  }
  for (const miss of misses) console.log(miss);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { make: { type: "boolean" }, misses: { type: "string" } },
});
if (values.make) await makeHalves();
else if (positionals.length === 1 && [undefined, "A", "B"].includes(values.misses)) {
  await scoreHalves(positionals[0]!, values.misses as Half | undefined);
} else {
  console.error("usage: halves.ts --make | halves.ts PREDICTIONS [--misses A|B]");
  process.exit(2);
}
