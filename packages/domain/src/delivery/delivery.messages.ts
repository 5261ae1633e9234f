import type { Language } from '../common/constants.ts';
import en from '../i18n/en/delivery-rules.json' with { type: 'json' };
import es from '../i18n/es/delivery-rules.json' with { type: 'json' };
import no from '../i18n/no/delivery-rules.json' with { type: 'json' };

/**
 * Messages of the delivery rules (hubs, delivery areas, schedules, carry prices, vehicles), for
 * registerMessages() on the server; the web loads the same file as the "delivery-rules" namespace.
 */
export const DELIVERY_MESSAGES: Record<Language, Record<string, string>> = { es, en, no };
