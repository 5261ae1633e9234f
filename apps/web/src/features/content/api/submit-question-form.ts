import { useMutation } from '@tanstack/react-query';
import type { QuestionFormInput, FormReceipt } from '@vedmarked/domain';
import { api } from '../../../lib/api.ts';

/** POST /api/support/question-form: the question form. */
export const submitQuestionForm = (body: QuestionFormInput) => api<FormReceipt>('/support/question-form', { method: 'POST', body });

export const useSubmitQuestionForm = () => useMutation({ mutationFn: submitQuestionForm });
