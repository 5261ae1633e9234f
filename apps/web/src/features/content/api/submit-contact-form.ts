import { useMutation } from '@tanstack/react-query';
import type { ContactFormInput, FormReceipt } from '@vedmarked/domain';
import { api } from '../../../lib/api.ts';

/** POST /api/contact: the contact form of /kontakt and /contactenos. */
export const submitContactForm = (body: ContactFormInput) => api<FormReceipt>('/contact', { method: 'POST', body });

export const useSubmitContactForm = () => useMutation({ mutationFn: submitContactForm });
