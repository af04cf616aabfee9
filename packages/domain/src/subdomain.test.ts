import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanSubdomain, subdomainProblem } from './subdomain.ts';

describe('subdomain rules', () => {
  it.each([
    ['demo', null],
    ['a', null],
    ['salon-42', null],
    ['a'.repeat(63), null],
    ['', 'empty'],
    ['a'.repeat(64), 'tooLong'],
    ['Salon', 'invalidCharacters'],
    ['my salon', 'invalidCharacters'],
    ['café', 'invalidCharacters'],
    ['-salon', 'hyphenAtEdge'],
    ['salon-', 'hyphenAtEdge'],
    ['www', 'reserved'],
    ['api', 'reserved'],
  ])('%s → %s', (name, problem) => {
    expect(subdomainProblem(name)).toBe(problem);
  });

  it('cleans typed names into labels', () => {
    expect(cleanSubdomain('Café Zoë & Co.')).toBe('cafe-zoe-co');
    expect(cleanSubdomain('  --Hair__Studio!!  ')).toBe('hair-studio');
    expect(cleanSubdomain('!!!')).toBe('');
  });

  it('spells German umlauts and ß as a German would without them', () => {
    expect(cleanSubdomain('Süß Salon')).toBe('suess-salon');
    expect(cleanSubdomain('Ästhetik Öl Über')).toBe('aesthetik-oel-ueber');
    expect(cleanSubdomain('GROẞ')).toBe('gross');
    // Decomposed input, as some keyboards and pastes give it, reads the same.
    expect(cleanSubdomain('Su\u0308ß'.normalize('NFD'))).toBe('suess');
  });

  it('drops other Latin accents and romanises other scripts', () => {
    expect(cleanSubdomain('Ação Garçon Élodie')).toBe('acao-garcon-elodie');
    expect(cleanSubdomain('Łukasz Øre')).toBe('lukasz-ore');
    expect(cleanSubdomain('Дмитрий')).toBe('dmitriy');
  });

  it('always cleans into a valid label or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (input) => {
        const cleaned = cleanSubdomain(input);
        const problem = subdomainProblem(cleaned);
        expect(cleaned === '' || problem === null || problem === 'reserved').toBe(true);
      }),
    );
  });
});
