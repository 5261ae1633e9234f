import type { Language } from '../common/constants.ts';
import en from '../i18n/en/forms.json' with { type: 'json' };
import es from '../i18n/es/forms.json' with { type: 'json' };
import no from '../i18n/no/forms.json' with { type: 'json' };

/** Validation messages of the public forms, for registerMessages() on the server. */
export const FORMS_MESSAGES: Record<Language, Record<string, string>> = { es, en, no };
