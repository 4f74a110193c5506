import { VARIANT_CHOICES, type Variants } from '../engine';

const VARIANT_NAMES = Object.keys(VARIANT_CHOICES) as (keyof Variants)[];

/** `--variant portCard=in-addition,tieBreak=money-only` (repeatable) to variants, or the sentence saying what is wrong. */
export function parseVariants(flags: readonly string[]): Partial<Variants> | string {
  const variants: Record<string, string> = {};
  for (const pair of flags.flatMap((f) => f.split(',')).map((p) => p.trim()).filter((p) => p !== '')) {
    const [name, value, ...rest] = pair.split('=');
    if (value === undefined || rest.length > 0) return `--variant takes name=value pairs (got "${pair}"), e.g. --variant portCard=in-addition,tieBreak=money-only.`;
    const key = VARIANT_NAMES.find((k) => k === name);
    if (key === undefined) return `--variant: there is no variant "${name}"; the variants are ${VARIANT_NAMES.join(', ')}.`;
    const choices: readonly string[] = VARIANT_CHOICES[key];
    if (!choices.includes(value)) return `--variant ${name}: "${value}" is not a choice; use one of ${choices.join(', ')}.`;
    variants[key] = value;
  }
  return variants as Partial<Variants>;
}
