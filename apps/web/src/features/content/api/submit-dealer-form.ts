import { useMutation } from '@tanstack/react-query';
import type { DealerFormInput, FormReceipt } from '@vedmarked/domain';
import { api } from '../../../lib/api.ts';

/** POST /api/jotul: the firewood-dealer form of /ildstedet. */
export const submitDealerForm = (body: DealerFormInput) => api<FormReceipt>('/jotul', { method: 'POST', body });

export const useSubmitDealerForm = () => useMutation({ mutationFn: submitDealerForm });
