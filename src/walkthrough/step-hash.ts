// Step numbers in the URL: `#step-7`, 1-based.

export const formatStepHash = (n: number): string => `#step-${n}`;

/** The step a URL fragment asks for, clamped to 1..count; null when it names no step. */
export function parseStepHash(hash: string, count: number): number | null {
  const m = /^#?step-(\d{1,6})$/.exec(hash.trim());
  if (!m || count < 1) return null;
  return clampStep(Number(m[1]), count);
}

export const clampStep = (n: number, count: number): number => Math.min(Math.max(1, Math.round(Number.isFinite(n) ? n : 1)), Math.max(1, count));
