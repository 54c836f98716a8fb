/**
 * What the learned classifiers look at: the words of a document's opening (where titles and
 * headings say what a document is), each word once, pairs of neighbouring words, and the words
 * of the first lines marked apart because a title word weighs more than the same word in a
 * clause. Digits are dropped: amounts and dates say nothing about the type and would only
 * grow the vocabulary.
 */

/** Enough for a receipt whole and for the first page of a contract. */
const OPENING_CHARACTERS = 4000;
const TITLE_LINES = 6;
const WORD = /\p{L}[\p{L}'’-]*\p{L}|\p{L}{2}/gu;

/**
 * The commonest function words of both languages. Left in, they teach the model a document's
 * language rather than its type, since the training sets are mostly English contracts and
 * Malaysian receipts while Indonesian documents are few.
 */
const STOP_WORDS = new Set(
  (
    "a an and are as at be been by for from has have in is it its of on or that the this to was " +
    "were will with which shall any all not no such other than upon under into our your we you " +
    "he she they their there these those if may can per each so but also its dan yang di ke dari " +
    "untuk dengan pada dalam atau ini itu oleh sebagai akan adalah tidak juga telah bagi para " +
    "atas serta bahwa tersebut kepada sesuai maka apabila jika setiap lain harus dapat tanpa " +
    "sudah hal hari secara antara nya kami kita anda saya"
  ).split(" "),
);

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).filter((word) => !STOP_WORDS.has(word));
}

export function classifierFeatures(text: string): string[] {
  const opening = text.slice(0, OPENING_CHARACTERS);
  const features = new Set<string>();
  const words = wordsOf(opening);
  words.forEach((word, index) => {
    features.add(word);
    const previous = words[index - 1];
    if (previous) features.add(`${previous} ${word}`);
  });
  const titleLines = opening
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .slice(0, TITLE_LINES);
  for (const word of wordsOf(titleLines.join(" "))) features.add(`^${word}`);
  return [...features];
}
