import { parseMajor } from '@vedmarked/domain';

/**
 * Money in the forms: typed in kr (major units, "390" or "390,50"), sent and stored in øre.
 * An amount shows without decimals when it is whole, else with two and the language's separator.
 */
export function toMajorInput(minor: number | null | undefined, language: string): string {
  if (minor === null || minor === undefined) return '';
  if (minor % 100 === 0) return String(minor / 100);
  const s = (minor / 100).toFixed(2);
  return language === 'en' ? s : s.replace('.', ',');
}

/**
 * The øre of a typed amount: undefined when empty (the schema says "required" or leaves an
 * optional field out), 0.5 when it cannot be read (not whole øre: the schema names the field's
 * own message), else the amount.
 */
export function fromMajorInput(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return parseMajor(text) ?? 0.5;
}
