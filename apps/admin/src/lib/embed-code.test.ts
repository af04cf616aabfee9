import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-code.ts';

describe('embedSnippet', () => {
  it('writes the inline tag embed.js reads', () => {
    expect(embedSnippet('https://salon.example', 'demo', 'inline')).toBe(
      '<script src="https://salon.example/embed.js" data-shop="demo" data-mode="inline"></script>',
    );
  });

  it('adds the button text to the popup tag only, escaped for an attribute', () => {
    expect(embedSnippet('https://salon.example', 'demo', 'popup', ' Termin "jetzt" <buchen> ')).toBe(
      '<script src="https://salon.example/embed.js" data-shop="demo" data-mode="popup" data-label="Termin &quot;jetzt&quot; &lt;buchen&gt;"></script>',
    );
    expect(embedSnippet('https://salon.example', 'demo', 'inline', 'Book')).not.toContain('data-label');
    expect(embedSnippet('https://salon.example', 'demo', 'popup', '   ')).not.toContain('data-label');
  });
});
