import { describe, expect, it } from 'vitest';
import { BOM, csvFileName, csvSeparator, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with the byte order mark and ends every line with CRLF', () => {
    const text = toCsv(
      [
        ['a', 'b'],
        [1, 2],
      ],
      'en',
    );
    expect(text.startsWith(BOM)).toBe(true);
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(text.slice(1)).toBe('a,b\r\n1,2\r\n');
  });

  it('separates with ; in German and , in English', () => {
    expect(csvSeparator('de')).toBe(';');
    expect(csvSeparator('en')).toBe(',');
    expect(toCsv([['x', 'y']], 'de').slice(1)).toBe('x;y\r\n');
  });

  it('writes decimals with the language’s mark', () => {
    expect(toCsv([[1234.5, 7]], 'de').slice(1)).toBe('1234,5;7\r\n');
    expect(toCsv([[1234.5, 7]], 'en').slice(1)).toBe('1234.5,7\r\n');
  });

  it('quotes fields holding the separator, quotes or line breaks, doubling the quotes', () => {
    expect(toCsv([['a;b', 'a,b']], 'de').slice(1)).toBe('"a;b";a,b\r\n');
    expect(toCsv([['a;b', 'a,b']], 'en').slice(1)).toBe('a;b,"a,b"\r\n');
    expect(toCsv([['say "hi"']], 'en').slice(1)).toBe('"say ""hi"""\r\n');
    expect(toCsv([['two\nlines', 'cr\rhere']], 'en').slice(1)).toBe('"two\nlines","cr\rhere"\r\n');
  });

  it('keeps umlauts and ß as they are', () => {
    const text = toCsv(
      [
        ['Station', 'Geprüft'],
        ['Größe Süd', 'Weiß'],
      ],
      'de',
    );
    expect(text).toBe(`${BOM}Station;Geprüft\r\nGröße Süd;Weiß\r\n`);
    expect(new TextDecoder().decode(new TextEncoder().encode(text))).toContain('Größe Süd');
  });

  it('leaves missing values empty and defuses text that Excel would run as a formula', () => {
    expect(toCsv([[null, undefined, '=SUM(A1)', '-x', 0]], 'en').slice(1)).toBe(
      ",,'=SUM(A1),'-x,0\r\n",
    );
  });
});

describe('csvFileName', () => {
  it('names the table and the period', () => {
    expect(csvFileName('fill by month', { from: '2025-12-01', to: '2026-11-25' })).toBe(
      'fill-by-month_2025-12-01_2026-11-25.csv',
    );
  });
});
