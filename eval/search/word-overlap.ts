/**
 * The naive baseline issue 18 compares search with: documents ordered by how many of the
 * query's distinct words occur as words in their raw text, ties in corpus order. No stems, no
 * fields, no filters; what search must beat.
 */
const WORD = /[\p{L}\p{N}]+/gu;

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Words long enough to say something: "di", "of" and lone digits occur everywhere. */
export function meaningfulWords(query: string): string[] {
  return [...new Set(wordsOf(query))].filter((word) => word.length >= 3);
}

export class WordOverlap {
  private readonly documents: Array<{ id: string; words: Set<string> }>;

  constructor(documents: Array<{ id: string; text: string }>) {
    this.documents = documents.map(({ id, text }) => ({ id, words: new Set(wordsOf(text)) }));
  }

  /** Whether any word of the query occurs in some document's text. */
  anyWordOccurs(query: string): boolean {
    const words = meaningfulWords(query);
    return this.documents.some((document) => words.some((word) => document.words.has(word)));
  }

  /** Ids of the documents sharing at least one word with the query, most shared first. */
  rank(query: string, limit: number): string[] {
    const words = [...new Set(wordsOf(query))];
    return this.documents
      .map((document, order) => ({
        id: document.id,
        order,
        shared: words.filter((word) => document.words.has(word)).length,
      }))
      .filter((scored) => scored.shared > 0)
      .sort((a, b) => b.shared - a.shared || a.order - b.order)
      .slice(0, limit)
      .map((scored) => scored.id);
  }
}
