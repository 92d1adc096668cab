// The CJK font every server-made PDF prints with (certificates, settlement documents): Source Han Sans SC (Adobe, SIL Open Font License 1.1) from the npm package
// node-source-han-sans-sc, never the machine's fonts. It covers all of GB 2312, every CJK Unified Ideograph of
// GB 18030's 20,902, Extension A and the Extension B characters people's names use (𠮷). 17 MB: read on the first
// issue, not at boot, and kept.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const FONT_FILE = 'node-source-han-sans-sc/SourceHanSansSC-Regular.otf';

export interface CjkFont {
  /** The font file's bytes, for pdfkit (which subsets it into each PDF). */
  bytes: Buffer;
  /** The characters of `text` the font has no glyph for, each once, in order. */
  missing(text: string): string[];
}

let loading: Promise<CjkFont> | null = null;

export function loadCjkFont(): Promise<CjkFont> {
  loading ??= (async () => {
    const bytes = await readFile(createRequire(import.meta.url).resolve(FONT_FILE));
    const font = fontkit.create(bytes);
    return {
      bytes,
      missing(text: string) {
        const out: string[] = [];
        for (const char of text) {
          // Spaces and line breaks print as space; everything else needs its glyph.
          if (/\s/u.test(char) || out.includes(char)) continue;
          if (!font.hasGlyphForCodePoint(char.codePointAt(0)!)) out.push(char);
        }
        return out;
      },
    };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The certificates' names for it. */
export type CertificateFont = CjkFont;
export const loadCertificateFont = loadCjkFont;
