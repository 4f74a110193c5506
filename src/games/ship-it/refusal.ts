import type { Refusal, RefusalValues } from '../module';

export const refuse = (rule: string, code: string, values: RefusalValues = {}): Refusal => ({ rule, code, values });
