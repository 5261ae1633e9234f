import { registerMessages } from '@vedmarked/domain';

/** Server messages of the support module, in the three languages (keys are the message of AppError and zod issues). */
export const SUPPORT_MESSAGES = {
  es: {
    'support-ticket-not-found': 'Aún no hay ninguna conversación sobre este tema',
    'support-ticket-missing': 'No encontramos esta conversación',
    'support-message-required': 'Escribe un mensaje antes de enviarlo',
    'support-category-not-found': 'Elige un tema de la lista',
    'support-question-type-not-found': 'Elige un tipo de pregunta de la lista',
    'support-order-required': 'Elige el pedido sobre el que preguntas',
    'support-question-type-required': 'Elige de qué trata tu pregunta',
    'support-order-not-found': 'No encontramos ese pedido entre los tuyos',
    'support-staff-cannot-ask': 'El equipo de soporte responde desde la bandeja de soporte',
    'support-badges-wrong-role': 'Estos contadores son de otro rol',
  },
  en: {
    'support-ticket-not-found': 'There is no conversation about this yet',
    'support-ticket-missing': 'We could not find this conversation',
    'support-message-required': 'Write a message before sending it',
    'support-category-not-found': 'Choose a topic from the list',
    'support-question-type-not-found': 'Choose a question type from the list',
    'support-order-required': 'Choose the order you are asking about',
    'support-question-type-required': 'Choose what your question is about',
    'support-order-not-found': 'We could not find that order among yours',
    'support-staff-cannot-ask': 'The support team answers from the support inbox',
    'support-badges-wrong-role': 'These counters belong to another role',
  },
  no: {
    'support-ticket-not-found': 'Det finnes ingen samtale om dette ennå',
    'support-ticket-missing': 'Vi fant ikke denne samtalen',
    'support-message-required': 'Skriv en melding før du sender den',
    'support-category-not-found': 'Velg et tema fra listen',
    'support-question-type-not-found': 'Velg en type spørsmål fra listen',
    'support-order-required': 'Velg bestillingen du spør om',
    'support-question-type-required': 'Velg hva spørsmålet gjelder',
    'support-order-not-found': 'Vi fant ikke den bestillingen blant dine',
    'support-staff-cannot-ask': 'Kundeservice svarer fra innboksen for kundeservice',
    'support-badges-wrong-role': 'Disse tellerne hører til en annen rolle',
  },
};

registerMessages(SUPPORT_MESSAGES);
