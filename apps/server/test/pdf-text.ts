/**
 * The text a PDF shows, as a reader copying it would get it. pdfkit writes each run of text as
 * glyph ids of the embedded font (hex strings inside TJ arrays, split where it kerns) and gives
 * each font a ToUnicode map from glyph id to text; the file is uncompressed, so both can be read.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const m of raw.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g))
    objects.set(m[1] as string, m[2] as string);
  // The map's targets are UTF-16BE; the raw text was read as Latin-1, one char per byte.
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  const fonts = new Map<string, string[]>();
  for (const [, name, ref] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref as string) ?? '')?.[1];
    const cmap = objects.get(toUnicode ?? '') ?? '';
    const glyphs: string[] = [];
    for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<[0-9a-fA-F]+>\s*\[([^\]]*)\]/g)) {
      const first = Number.parseInt(range[1] as string, 16);
      [...(range[2] as string).matchAll(/<([0-9a-fA-F]+)>/g)].forEach((u, i) => {
        glyphs[first + i] = utf16(u[1] as string);
      });
    }
    fonts.set(name as string, glyphs);
  }
  const lines: string[] = [];
  let glyphs: string[] = [];
  // Only the pages' content: the embedded font's bytes could look like anything.
  const content = [...raw.matchAll(/\/Contents (\d+) 0 R/g)]
    .map((m) => objects.get(m[1] as string))
    .join('\n');
  for (const m of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[((?:<[0-9a-fA-F]*> ?-?[\d.]* ?)+)\] TJ/g)) {
    if (m[1]) {
      glyphs = fonts.get(m[1]) ?? [];
      continue;
    }
    lines.push(
      [...(m[2] as string).matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) => (h[1]?.match(/.{4}/g) ?? []).map((id) => glyphs[Number.parseInt(id, 16)] ?? '?').join(''))
        .join(''),
    );
  }
  return lines.join('\n');
}

/**
 * How many times the pages draw glyph 0, the embedded font's .notdef: what readers show as an
 * empty box where the font had no glyph for a character. pdfkit keeps glyph 0 as 0 in its subsets.
 */
export function pdfMissingGlyphs(pdf: Buffer): number {
  const raw = pdf.toString('latin1');
  const contents = new Set([...raw.matchAll(/\/Contents (\d+) 0 R/g)].map((m) => m[1]));
  let missing = 0;
  for (const m of raw.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    if (!contents.has(m[1])) continue;
    for (const run of (m[2] as string).matchAll(/\[((?:<[0-9a-fA-F]*> ?-?[\d.]* ?)+)\] TJ/g))
      for (const hex of (run[1] as string).matchAll(/<([0-9a-fA-F]*)>/g))
        missing += (hex[1]?.match(/.{4}/g) ?? []).filter((id) => Number.parseInt(id, 16) === 0).length;
  }
  return missing;
}
