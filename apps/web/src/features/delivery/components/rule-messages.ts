import type { FormMessageOptions } from '../../../lib/zod-form.ts';

/** The delivery forms' messages: the server catalogue "delivery-rules" (a web namespace too), then the shared one. */
export const RULE_MESSAGES: FormMessageOptions = { ns: ['delivery-rules', 'errors'] };
