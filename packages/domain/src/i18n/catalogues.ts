// The server's message catalogues (decision 0017): one JSON file per namespace and language under
// packages/domain/src/i18n/<lang>/. The web app loads the same files as i18next namespaces. A test
// checks that every file is listed here, with the same keys in es, en and no, each key in one file only.
import type { Language } from '../common/constants.ts';
import enAccountMails from './en/account-mails.json' with { type: 'json' };
import enAdminConsole from './en/admin-console.json' with { type: 'json' };
import enCommerce from './en/commerce.json' with { type: 'json' };
import enDeliveryRules from './en/delivery-rules.json' with { type: 'json' };
import enDugnadRules from './en/dugnad-rules.json' with { type: 'json' };
import enErrors from './en/errors.json' with { type: 'json' };
import enFormMails from './en/form-mails.json' with { type: 'json' };
import enMarketRules from './en/market-rules.json' with { type: 'json' };
import enMarketOrders from './en/market-orders.json' with { type: 'json' };
import enForms from './en/forms.json' with { type: 'json' };
import enRouteRules from './en/route-rules.json' with { type: 'json' };
import enSettlementStatements from './en/settlement-statements.json' with { type: 'json' };
import enSupportErrors from './en/support-errors.json' with { type: 'json' };
import enVendorOrderRules from './en/vendor-order-rules.json' with { type: 'json' };
import enConsoleRules from './en/console-rules.json' with { type: 'json' };
import esAccountMails from './es/account-mails.json' with { type: 'json' };
import esAdminConsole from './es/admin-console.json' with { type: 'json' };
import esCommerce from './es/commerce.json' with { type: 'json' };
import esDeliveryRules from './es/delivery-rules.json' with { type: 'json' };
import esDugnadRules from './es/dugnad-rules.json' with { type: 'json' };
import esErrors from './es/errors.json' with { type: 'json' };
import esFormMails from './es/form-mails.json' with { type: 'json' };
import esMarketRules from './es/market-rules.json' with { type: 'json' };
import esMarketOrders from './es/market-orders.json' with { type: 'json' };
import esForms from './es/forms.json' with { type: 'json' };
import esRouteRules from './es/route-rules.json' with { type: 'json' };
import esSettlementStatements from './es/settlement-statements.json' with { type: 'json' };
import esSupportErrors from './es/support-errors.json' with { type: 'json' };
import esVendorOrderRules from './es/vendor-order-rules.json' with { type: 'json' };
import esConsoleRules from './es/console-rules.json' with { type: 'json' };
import noAccountMails from './no/account-mails.json' with { type: 'json' };
import noAdminConsole from './no/admin-console.json' with { type: 'json' };
import noCommerce from './no/commerce.json' with { type: 'json' };
import noDeliveryRules from './no/delivery-rules.json' with { type: 'json' };
import noDugnadRules from './no/dugnad-rules.json' with { type: 'json' };
import noErrors from './no/errors.json' with { type: 'json' };
import noFormMails from './no/form-mails.json' with { type: 'json' };
import noMarketRules from './no/market-rules.json' with { type: 'json' };
import noMarketOrders from './no/market-orders.json' with { type: 'json' };
import noForms from './no/forms.json' with { type: 'json' };
import noRouteRules from './no/route-rules.json' with { type: 'json' };
import noSettlementStatements from './no/settlement-statements.json' with { type: 'json' };
import noSupportErrors from './no/support-errors.json' with { type: 'json' };
import noVendorOrderRules from './no/vendor-order-rules.json' with { type: 'json' };
import noConsoleRules from './no/console-rules.json' with { type: 'json' };

type Catalogue = Readonly<Record<string, string>>;

/** Every server message namespace, by language. */
export const MESSAGE_CATALOGUES: Record<Language, Record<string, Catalogue>> = {
  es: {
    'account-mails': esAccountMails,
    'admin-console': esAdminConsole,
    commerce: esCommerce,
    'delivery-rules': esDeliveryRules,
    'dugnad-rules': esDugnadRules,
    errors: esErrors,
    'form-mails': esFormMails,
    forms: esForms,
    'market-rules': esMarketRules,
    'market-orders': esMarketOrders,
    'route-rules': esRouteRules,
    'settlement-statements': esSettlementStatements,
    'support-errors': esSupportErrors,
    'vendor-order-rules': esVendorOrderRules,
    'console-rules': esConsoleRules,
  },
  en: {
    'account-mails': enAccountMails,
    'admin-console': enAdminConsole,
    commerce: enCommerce,
    'delivery-rules': enDeliveryRules,
    'dugnad-rules': enDugnadRules,
    errors: enErrors,
    'form-mails': enFormMails,
    forms: enForms,
    'market-rules': enMarketRules,
    'market-orders': enMarketOrders,
    'route-rules': enRouteRules,
    'settlement-statements': enSettlementStatements,
    'support-errors': enSupportErrors,
    'vendor-order-rules': enVendorOrderRules,
    'console-rules': enConsoleRules,
  },
  no: {
    'account-mails': noAccountMails,
    'admin-console': noAdminConsole,
    commerce: noCommerce,
    'delivery-rules': noDeliveryRules,
    'dugnad-rules': noDugnadRules,
    errors: noErrors,
    'form-mails': noFormMails,
    forms: noForms,
    'market-rules': noMarketRules,
    'market-orders': noMarketOrders,
    'route-rules': noRouteRules,
    'settlement-statements': noSettlementStatements,
    'support-errors': noSupportErrors,
    'vendor-order-rules': noVendorOrderRules,
    'console-rules': noConsoleRules,
  },
};
