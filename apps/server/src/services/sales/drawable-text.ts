import * as fontkit from 'fontkit';

type Coverage = (codePoint: number) => boolean;

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
// Marks where a character was left out, so the spaces around it can be mended afterwards. A
// private-use character: no font of ours draws one, so typed ones are left out all the same.
const GAP = '\uE000';

/**
 * What the fonts a PDF is written in can draw. A character none of its glyphs covers (an emoji
 * in a product's name, mostly) would print as an empty box, so it is left out and the words
 * around it close up. Accented letters are composed first, as "ü" is one glyph of the font.
 */
export function drawableText(files: readonly string[]): (text: string) => string {
  let covers: Coverage | undefined;
  const coverage = (): Coverage => {
    if (!covers) {
      const fonts = files.map((file) => {
        const font = fontkit.openSync(file);
        if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection`);
        return font;
      });
      covers = (codePoint) => fonts.every((font) => font.hasGlyphForCodePoint(codePoint));
    }
    return covers;
  };

  return (text) => {
    const has = coverage();
    let out = '';
    for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
      // Line breaks and tabs are layout, not glyphs.
      if (/^\s+$/u.test(segment)) {
        out += segment;
        continue;
      }
      const codePoints = [...segment];
      if (!has(codePoints[0]?.codePointAt(0) ?? 0)) {
        out += GAP;
        continue;
      }
      // A drawable letter keeps only what can be drawn of it: an emoji presentation selector
      // or a skin tone after a plain symbol would be a box of its own.
      out += codePoints.filter((char) => has(char.codePointAt(0) ?? 0)).join('');
    }
    if (!out.includes(GAP)) return out;
    return out.replace(/([ \t]*)\uE000+([ \t]*)/g, (gap, before: string, after: string, at: number) => {
      const lineStart = at === 0 || out[at - 1] === '\n';
      const end = at + gap.length;
      const lineEnd = end === out.length || out[end] === '\n';
      return lineStart || lineEnd || !(before || after) ? '' : ' ';
    });
  };
}
