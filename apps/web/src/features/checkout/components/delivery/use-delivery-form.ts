import { useForm } from '@mantine/form';
import { fieldMessages, orderFields, topLevelField } from '@vedmarked/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api.ts';
import { notify } from '../../../../lib/notify.ts';
import { formErrors } from '../../../../lib/zod-form.ts';
import { useCartCheck } from '../../api/check-cart.ts';
import { checkOrder } from '../../api/order-calls.ts';
import { type DeliveryDraft, draftToForm, emptyDraft, loadDraft, saveDraft, setDraftImages, setDraftPassword } from '../../checkout-draft.ts';

/** Server field names that are not inputs of the form: shown above it. */
const GENERAL_FIELDS = ['cart', 'lines', 'code', 'delivery_postcode', 'session_id', 'idempotency_key', 'address_image_ids', '_'];

/** The order's messages (server catalogue "commerce") and the shared ones, one per input. */
const ORDER_MESSAGES = { ns: ['commerce', 'errors'], field: topLevelField };

interface Inputs {
  postcode: string | null;
  /** The placement photos and the new account's password live outside the form (never stored). */
  images: File[];
  password: string;
}

/**
 * The delivery step's form: validated with the API's own schema (orderFields), pre-filled once
 * from a signed-in customer, and checked by the API before going on to payment.
 */
export function useDeliveryForm({ postcode, images, password }: Inputs) {
  const { t } = useTranslation(['checkout', 'commerce', 'errors']);
  const navigate = useNavigate();
  const check = useCartCheck();
  const [general, setGeneral] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  /** Whom the form was last filled for: null before the first answer, 'guest', or the customer's e-mail. */
  const prefilled = useRef<string | null>(null);

  const form = useForm<DeliveryDraft>({
    mode: 'controlled',
    initialValues: loadDraft() ?? emptyDraft(),
    validate: (values) => {
      const payload = {
        ...values,
        session_id: 'a'.repeat(32),
        delivery_postcode: postcode ?? '',
        password: values.create_account ? password : undefined,
        company_name: values.checkout_type === 'company' ? values.company_name : undefined,
        organization_number: values.checkout_type === 'company' ? values.organization_number : undefined,
        delivery_date_to: values.delivery_period === 'custom' ? values.delivery_date_to : undefined,
      };
      const errors = formErrors(orderFields, payload, t, ORDER_MESSAGES);
      if (values.deliver_if_iam_not_at_home && images.length === 0) errors.images = t('commerce:error-placement-photo-required');
      return errors;
    },
  });

  // A signed-in customer's details fill the empty fields: once per customer, so a guest who signs in
  // on this page gets them at once (issue 18, item 2).
  useEffect(() => {
    if (!check.data) return;
    const c = check.data.customer;
    const who = c?.email ?? 'guest';
    if (prefilled.current === who) return;
    const first = prefilled.current === null;
    prefilled.current = who;
    const v = form.getValues();
    if (c) {
      form.setValues({
        first_name: v.first_name || c.first_name || '',
        last_name: v.last_name || c.last_name || '',
        email: v.email || c.email,
        phone: v.phone || c.phone?.replace(/^\+47/, '') || '',
        company_name: v.company_name || c.company_name || '',
        organization_number: v.organization_number || c.organization_number || '',
        create_account: false,
      });
    }
    // A confirmed company orders as the company unless the customer chose otherwise before.
    form.setFieldValue('checkout_type', check.data.checkoutType === 'company' ? (loadDraft()?.checkout_type ?? 'company') : 'private');
    if (first && !check.data.valid) navigate('/cart', { replace: true });
  }, [check.data, form, navigate]);

  async function submit(v: DeliveryDraft) {
    setSubmitting(true);
    setGeneral([]);
    setDraftImages(images);
    setDraftPassword(password);
    try {
      await checkOrder(draftToForm(v));
      saveDraft(v);
      navigate('/checkout-payment');
    } catch (e) {
      if (e instanceof ApiError && e.code === 'cart_empty') {
        navigate('/cart');
        return;
      }
      if (e instanceof ApiError && Object.keys(e.fields).length) {
        const byField = fieldMessages(e.fields, { field: topLevelField });
        form.setErrors(Object.fromEntries(Object.entries(byField).filter(([field]) => !GENERAL_FIELDS.includes(field))));
        setGeneral(Object.entries(e.fields).flatMap(([path, m]) => (GENERAL_FIELDS.includes(topLevelField(path)) ? [m] : [])));
        notify('error', e.message);
      } else notify('error', e instanceof Error ? e.message : t('network'));
    } finally {
      setSubmitting(false);
    }
  }

  return { form, check, general, submitting, submit };
}

export type DeliveryForm = ReturnType<typeof useDeliveryForm>['form'];
