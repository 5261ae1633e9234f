import { registerMessages } from '@vedmarked/domain';
import en from '../../../../../packages/domain/src/i18n/en/commerce.json' with { type: 'json' };
import es from '../../../../../packages/domain/src/i18n/es/commerce.json' with { type: 'json' };
import no from '../../../../../packages/domain/src/i18n/no/commerce.json' with { type: 'json' };

/** The cart, checkout, payment and order messages (shared with the web app as the "commerce" namespace). */
registerMessages({ es, en, no });
