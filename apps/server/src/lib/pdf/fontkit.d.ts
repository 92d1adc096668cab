// The part of fontkit (a dependency of pdfkit, declared by this module too) that the glyph check uses.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
