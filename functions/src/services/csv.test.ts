import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('toCsv', () => {
  it('starts with a byte order mark, separates cells with ; and rows with CRLF, and quotes every cell', () => {
    expect(toCsv(['Ime', 'Grad'], [['Ivana Šimić', 'Čakovec']])).toBe(
      '\uFEFF"Ime";"Grad"\r\n"Ivana Šimić";"Čakovec"\r\n',
    );
  });

  it('keeps quotes, separators and line breaks inside a cell', () => {
    expect(toCsv(['a'], [['rekla je "da"; pa\nne']])).toBe('\uFEFF"a"\r\n"rekla je ""da""; pa\nne"\r\n');
  });

  it('turns what a spreadsheet would run as a formula into text', () => {
    const csv = toCsv(['a', 'b', 'c', 'd', 'e'], [['=1+1', '+385 91 234 5678', '-2', '@SUM(A1)', '\t=x']]);
    expect(csv.split('\r\n')[1]).toBe(`"'=1+1";"'+385 91 234 5678";"'-2";"'@SUM(A1)";"'\t=x"`);
  });

  it('writes null as an empty cell and numbers as they are', () => {
    expect(toCsv(['a', 'b'], [[null, 12]])).toBe('\uFEFF"a";"b"\r\n"";"12"\r\n');
  });
});
