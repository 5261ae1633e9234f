import { parseMajor } from '@vedmarked/domain';

/** A price in øre as the vendor types it: whole kr without decimals, else two with the language's separator. */
export function priceText(minor: number, language: string): string {
  const major = minor / 100;
  const text = Number.isInteger(major) ? String(major) : major.toFixed(2);
  return language === 'en' ? text : text.replace('.', ',');
}

/** The øre of a typed price; NaN when it cannot be read (the schema then says 'Invalid price'), undefined when empty. */
export function priceOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return parseMajor(text) ?? Number.NaN;
}
