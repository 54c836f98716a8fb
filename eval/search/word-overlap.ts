/**
 * The naive baseline issue 18 compares search with: documents ordered by the query's distinct
 * words that occur as words in their raw text, each weighted by its rarity in the corpus (idf),
 * ties in corpus order. No stems, no fields, no filters; what search must beat.
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
  private readonly frequency = new Map<string, number>();

  constructor(documents: Array<{ id: string; text: string }>) {
    this.documents = documents.map(({ id, text }) => ({ id, words: new Set(wordsOf(text)) }));
    for (const document of this.documents) {
      for (const word of document.words) {
        this.frequency.set(word, (this.frequency.get(word) ?? 0) + 1);
      }
    }
  }

  private rarity(word: string): number {
    return Math.log((this.documents.length + 1) / ((this.frequency.get(word) ?? 0) + 0.5));
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
        shared: words
          .filter((word) => document.words.has(word))
          .reduce((sum, word) => sum + this.rarity(word), 0),
      }))
      .filter((scored) => scored.shared > 0)
      .sort((a, b) => b.shared - a.shared || a.order - b.order)
      .slice(0, limit)
      .map((scored) => scored.id);
  }
}
