/**
 * Which labelled documents the classifiers never see while training: a fifth of every
 * dataset, chosen by a hash of the dataset and the document id so the choice is the same on
 * every machine and every run. Their figures are the honest ones.
 */
const HELD_OUT_SHARE = 5;

/** FNV-1a: small, stable, and spreads similar ids apart. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function isHeldOut(dataset: string, id: string): boolean {
  return fnv1a(`${dataset}/${id}`) % HELD_OUT_SHARE === 0;
}
