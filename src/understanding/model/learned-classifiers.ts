import contractTypeModel from "./contract-type-model.json" with { type: "json" };
import documentTypeModel from "./document-type-model.json" with { type: "json" };
import { predictNaiveBayes, type NaiveBayesModel, type Prediction } from "./naive-bayes.ts";

/** The models `npm run train:classifier` writes beside this file. */
const DOCUMENT_TYPE_MODEL = documentTypeModel as NaiveBayesModel;
const CONTRACT_TYPE_MODEL = contractTypeModel as NaiveBayesModel;

/** How many training documents a class had: the model speaks only for classes it learned. */
export function documentTypeTrainingSize(type: string): number {
  return DOCUMENT_TYPE_MODEL.documents[type] ?? 0;
}

export function predictDocumentType(features: string[]): Prediction {
  return predictNaiveBayes(DOCUMENT_TYPE_MODEL, features);
}

export function predictContractType(features: string[]): Prediction {
  return predictNaiveBayes(CONTRACT_TYPE_MODEL, features);
}
