import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface Payment {
  id: string;
  order_id: number;
  stage: 'initial' | 'confirmation' | 'final';
  amount: number;
  currency: 'NOK' | 'EUR';
  status: string;
  method: 'card' | 'invoice';
  deadline: string | null;
  paid_at: string | null;
  invoice_number: string | null;
  created_at: string;
}

export interface Supplier {
  id: number;
  name: string;
  slug: string;
  orders: number;
  last_order_at: string | null;
}

export function usePayments(role: string) {
  return useQuery({ queryKey: ['payments', role], queryFn: ({ signal }) => api<Payment[]>(`/${role}/payments`, { signal }) });
}

export function useSuppliers(role: string) {
  return useQuery({ queryKey: ['suppliers', role], queryFn: ({ signal }) => api<Supplier[]>(`/${role}/suppliers`, { signal }) });
}
