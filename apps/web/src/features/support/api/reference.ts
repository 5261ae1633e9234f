import type { SupportOrder } from '@vedmarked/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { supportKeys } from './keys.ts';

interface Named {
  id: number;
  code: string;
  name: string;
}

export const getTicketCategories = () => api<Named[]>('/support/get-ticket-categories');
export const getOrderTypes = () => api<Named[]>('/support/get-order-types');
export const getSupportOrders = () => api<SupportOrder[]>('/support/get-orders');

/** Ticket categories (general, order), named in the interface language. */
export function useTicketCategories() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: supportKeys.categories(i18n.language), queryFn: getTicketCategories, staleTime: Number.POSITIVE_INFINITY });
}

/** Question types about an order (delivery, product, refund, update order details). */
export function useOrderTypes() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: supportKeys.orderTypes(i18n.language), queryFn: getOrderTypes, staleTime: Number.POSITIVE_INFINITY });
}

/** The caller's own orders, to ask about one. */
export function useSupportOrders() {
  return useQuery({ queryKey: supportKeys.orders, queryFn: getSupportOrders });
}
