/** Query keys of the support feature; everything under ['support'] is refetched after a stream resync. */
export const supportKeys = {
  all: ['support'] as const,
  badges: (role: string) => ['support', 'badges', role] as const,
  tickets: (unreadOnly = false) => ['support', 'tickets', { unreadOnly }] as const,
  ticketLists: ['support', 'tickets'] as const,
  ticket: (id: number) => ['support', 'ticket', id] as const,
  categories: (lang: string) => ['support', 'categories', lang] as const,
  orderTypes: (lang: string) => ['support', 'order-types', lang] as const,
  orders: ['support', 'orders'] as const,
};
