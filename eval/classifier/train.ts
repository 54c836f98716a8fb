/**
 * `npm run train:classifier`: trains the document-type and contract-type models on the dev
 * sides of the labelled datasets' frozen splits (eval/splits/: ../shared/datasets and our own
 * eval/datasets/berkas), prints how rules, the model and the two together do on their test
 * sides, which the harness's floors judge too, and writes the models into
 * src/understanding/model/. The generated held-out set (eval/datasets/heldout) is test only
 * and never read here; the contract-type model also learns from contracts its generator makes
 * under dev seeds of our own (eval/extractor/legal/dev-contracts.ts). Where the model may
 * overrule the cues on a contract's type is chosen by five-fold cross-validation on the dev
 * sides and written beside the model.
 */
import fs from "node:fs/promises";
import path from "node:path";
import {
  classifyByRules,
  classifyContractByRules,
  combineContractOpinions,
  combineTypeOpinions,
} from "../../src/understanding/classify.ts";
import { documentLines } from "../../src/understanding/document-lines.ts";
import { classifierFeatures } from "../../src/understanding/model/features.ts";
import {
  predictNaiveBayes,
  trainNaiveBayes,
  type NaiveBayesModel,
  type TrainingExample,
} from "../../src/understanding/model/naive-bayes.ts";
import type { ContractType, DocumentType } from "../../src/understanding/index.ts";
import { lazyOcrEngine } from "../understanding/evaluate-folder.ts";
import { collectExamples, splitForTraining, type LabelledDocument } from "./collect-examples.ts";
import { chooseContractPolicy } from "./contract-policy.ts";
import {
  CONTRACTS_PER_SEED,
  readDevContracts,
  TRAINING_SEEDS,
} from "../extractor/legal/dev-contracts.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDERS = [
  path.resolve(ROOT, "../shared/datasets/sroie"),
  path.resolve(ROOT, "../shared/datasets/invoice2data"),
  path.resolve(ROOT, "../shared/datasets/cuad"),
  path.resolve(ROOT, "../shared/datasets/contractnli"),
  path.resolve(ROOT, "eval/datasets/berkas"),
];
const MODEL_FOLDER = path.resolve(ROOT, "src/understanding/model");
const VOCABULARY = { minDocuments: 3, maxVocabulary: 6000 };

interface Tally {
  right: number;
  n: number;
}

function percent({ right, n }: Tally): string {
  return n === 0 ? "–" : `${((100 * right) / n).toFixed(1)} % (${right}/${n})`;
}

function tallyBy<Item>(items: Item[], isRight: (item: Item) => boolean): Tally {
  return { right: items.filter(isRight).length, n: items.length };
}

function examplesFor(
  documents: LabelledDocument[],
  label: (document: LabelledDocument) => string | null,
): TrainingExample[] {
  return documents.flatMap((document) => {
    const value = label(document);
    return value ? [{ label: value, features: classifierFeatures(document.document.text) }] : [];
  });
}

function report(
  title: string,
  test: LabelledDocument[],
  gold: (document: LabelledDocument) => string | null,
  answers: Record<string, (document: LabelledDocument) => string>,
): void {
  const labelled = test.filter((document) => gold(document) !== null);
  console.log(`\n${title}: ${labelled.length} documents of the frozen test sides`);
  const datasets = [...new Set(labelled.map((document) => document.dataset))];
  for (const [name, answer] of Object.entries(answers)) {
    const overall = tallyBy(labelled, (document) => answer(document) === gold(document));
    const perDataset = datasets
      .map((dataset) => {
        const part = labelled.filter((document) => document.dataset === dataset);
        return `${dataset} ${percent(tallyBy(part, (document) => answer(document) === gold(document)))}`;
      })
      .join(", ");
    console.log(`  ${name.padEnd(10)} ${percent(overall)}   ${perDataset}`);
  }
}

async function writeModel(name: string, model: NaiveBayesModel): Promise<void> {
  const file = path.join(MODEL_FOLDER, name);
  await fs.writeFile(file, `${JSON.stringify(model)}\n`);
  const size = (await fs.stat(file)).size;
  console.log(
    `wrote ${path.relative(ROOT, file)}: ${model.vocabulary.length} features, ${size} bytes`,
  );
}

async function main(): Promise<void> {
  const ocr = lazyOcrEngine();
  const documents: LabelledDocument[] = [];
  const generated: LabelledDocument[] = [];
  try {
    for (const folder of FOLDERS) {
      const collected = await collectExamples(folder, ocr.get);
      const { training, test } = splitForTraining(collected);
      console.log(
        `${path.basename(folder)}: ${collected.length} documents, dev ${training.length}, test ${test.length}`,
      );
      documents.push(...collected);
    }
    for (const contract of await readDevContracts(TRAINING_SEEDS, CONTRACTS_PER_SEED, ocr.get)) {
      generated.push({
        dataset: "generated",
        id: contract.id,
        document: contract.document,
        type: contract.made.type,
        contractType: String(contract.made.fields.contract_type ?? "") || null,
        side: "dev",
      });
    }
    console.log(
      `generated dev contracts (seeds ${TRAINING_SEEDS.join(", ")}): ${generated.length}`,
    );
  } finally {
    await ocr.close();
  }
  const { training, test } = splitForTraining(documents);
  console.log(
    `training on ${training.length} dev documents; ${test.length} test documents held out`,
  );

  const typeModel = trainNaiveBayes(
    examplesFor(training, (document) => document.type),
    VOCABULARY,
  );
  const contractTraining = [...training, ...generated];
  const contractModel = trainNaiveBayes(
    examplesFor(contractTraining, (document) => document.contractType),
    VOCABULARY,
  );
  const policy = chooseContractPolicy(
    contractTraining.filter((document) => document.contractType !== null),
    (fold) =>
      trainNaiveBayes(
        examplesFor(fold, (document) => document.contractType),
        VOCABULARY,
      ),
  );

  const typeOf = (document: LabelledDocument) => {
    const prediction = predictNaiveBayes(typeModel, classifierFeatures(document.document.text));
    return { ...prediction, label: prediction.label as DocumentType };
  };
  const typeRules = (document: LabelledDocument) =>
    classifyByRules(documentLines(document.document));
  report("Document type", test, (document) => document.type, {
    rules: (document) => typeRules(document).value,
    model: (document) => typeOf(document).label,
    together: (document) => {
      const prediction = typeOf(document);
      const trainedOn = typeModel.documents[prediction.label] ?? 0;
      return combineTypeOpinions(
        typeRules(document),
        { prediction, trainedOn },
        document.document.language,
      ).value;
    },
  });

  const contractTypeOf = (document: LabelledDocument) => {
    const prediction = predictNaiveBayes(contractModel, classifierFeatures(document.document.text));
    return { ...prediction, label: prediction.label as ContractType };
  };
  const contractRules = (document: LabelledDocument) =>
    classifyContractByRules(documentLines(document.document));
  report("Contract type", test, (document) => document.contractType, {
    rules: (document) => contractRules(document).value,
    model: (document) => contractTypeOf(document).label,
    together: (document) =>
      combineContractOpinions(
        contractRules(document),
        contractTypeOf(document),
        document.document.language,
        policy,
      ).value,
  });

  await writeModel("document-type-model.json", typeModel);
  await writeModel("contract-type-model.json", contractModel);
  await fs.writeFile(
    path.join(MODEL_FOLDER, "contract-type-policy.json"),
    `${JSON.stringify(policy)}\n`,
  );
  console.log(`wrote contract-type-policy.json: ${JSON.stringify(policy)}`);
}

await main();
