/* Declarations for the two reading libraries that ship none, covering what berkas calls. */

declare module "heic-decode" {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
  export default decode;
}

declare module "word-extractor" {
  class WordDocument {
    getBody(): string;
    getHeaders(options?: { includeFooters?: boolean }): string;
    getFootnotes(): string;
    getEndnotes(): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}
