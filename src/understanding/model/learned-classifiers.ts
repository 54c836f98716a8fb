import contractTypeModel from "./contract-type-model.json" with { type: "json" };
import contractTypePolicyFile from "./contract-type-policy.json" with { type: "json" };
import documentTypeModel from "./document-type-model.json" with { type: "json" };
import { predictNaiveBayes, type NaiveBayesModel, type Prediction } from "./naive-bayes.ts";

/** The models `npm run train:classifier` writes beside this file. */
const DOCUMENT_TYPE_MODEL = documentTypeModel as NaiveBayesModel;
const CONTRACT_TYPE_MODEL = contractTypeModel as NaiveBayesModel;

/** How many training documents a class had: the model speaks only for classes it learned. */
export function documentTypeTrainingSize(type: string): number {
  return DOCUMENT_TYPE_MODEL.documents[type] ?? 0;
}

/**
 * When the contract-type model may overrule the cues: the least log-likelihood margin it needs,
 * per how the cues decided (a title word, the name the contract gives itself, or nothing; null
 * = never), and whether it may speak for Indonesian contracts. `npm run train:classifier`
 * chooses them by five-fold cross-validation on the dev sides and writes them beside the model.
 */
export interface ContractPolicy {
  title: number | null;
  selfName: number | null;
  none: number | null;
  indonesian: boolean;
}

export function contractTypePolicy(): ContractPolicy {
  return contractTypePolicyFile as ContractPolicy;
}

export function predictDocumentType(features: string[]): Prediction {
  return predictNaiveBayes(DOCUMENT_TYPE_MODEL, features);
}

export function predictContractType(features: string[]): Prediction {
  return predictNaiveBayes(CONTRACT_TYPE_MODEL, features);
}
