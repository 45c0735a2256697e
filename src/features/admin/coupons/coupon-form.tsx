import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCreateCouponRequestSchema, couponMaxValueInEuros } from '@contracts/admin-create-coupon';
import { normalizeLicensePlate } from '@contracts/license-plate';
import { useAdminCreateCoupon } from '../../../api/admin-create-coupon';
import { DateField } from '../../../app/ui/date-field';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { CheckboxField, FieldMessages, TextField } from '../../../app/ui/form-field';
import { Actions, FormColumn, Notice } from '../../../app/ui/form-layout';
import { SubmitButton } from '../../../app/ui/submit-button';
import { readDateInput, requestErrorsWithDates, textOrNull } from '../admin-form';
import { CallErrorText } from '../admin-ui';

interface CouponValues {
  code: string;
  valueInEuros: string;
  expiresOn: string;
  singleUse: boolean;
  licensePlate: string;
}

const empty: CouponValues = { code: '', valueInEuros: '', expiresOn: '', singleUse: true, licensePlate: '' };

/**
 * The request as the server takes it: euros as a number (a comma as Croatians type it), the expiry however it was
 * typed (31.12.2026.) as dd/MM/yyyy, the plate normalised; empty optional fields are null. An empty value is
 * missing, which the schema calls required.
 */
function requestOf(values: CouponValues) {
  const euros = values.valueInEuros.trim();
  const plate = textOrNull(values.licensePlate);
  return {
    code: values.code.trim(),
    valueInEuros: euros ? Number(euros.replace(',', '.')) : undefined,
    expiresOn: readDateInput(values.expiresOn).date,
    singleUse: values.singleUse,
    licensePlate: plate ? normalizeLicensePlate(plate) : null,
  };
}

const couponMessages = (field: string, reason: string) => [`admin:coupons.form.errors.${field}.${reason}`];

/** A new coupon: its code (unique whatever the case or spaces), value, expiry, single use, and plate if bound to one. */
export function CouponForm() {
  const { t } = useTranslation('admin');
  const create = useAdminCreateCoupon();
  const form = useRef<HTMLFormElement>(null);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <FormColumn>
      {created ? (
        <Notice role="status">
          <p>{t('coupons.form.created', { code: created })}</p>
        </Notice>
      ) : null}
      <FieldMessages value={couponMessages}>
        <Formik<CouponValues>
          initialValues={empty}
          validate={(values) =>
            requestErrorsWithDates(adminCreateCouponRequestSchema, requestOf(values), { expiresOn: values.expiresOn })
          }
          onSubmit={async (values, { resetForm }) => {
            setCreated(null);
            try {
              // Validation has passed: the value is a number.
              const { valueInEuros, ...request } = requestOf(values);
              if (valueInEuros === undefined) return;
              const { coupon } = await create.mutateAsync({ ...request, valueInEuros });
              setCreated(coupon.code);
              resetForm();
            } catch {
              // Shown below from the mutation's error (a code that exists already, say).
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form ref={form} noValidate aria-labelledby="coupon-form">
              <FocusFirstErrorOnSubmit form={form} />
              <h2 id="coupon-form">{t('coupons.form.heading')}</h2>
              <TextField
                name="code"
                label={t('coupons.form.code')}
                hint={t('coupons.form.codeHint')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
              />
              <TextField
                name="valueInEuros"
                label={t('coupons.form.value')}
                hint={t('coupons.form.valueHint', { max: couponMaxValueInEuros })}
                inputMode="numeric"
                autoComplete="off"
              />
              <DateField name="expiresOn" label={t('coupons.form.expiresOn')} hint={t('coupons.form.expiresOnHint')} />
              <CheckboxField
                name="singleUse"
                label={t('coupons.form.singleUse')}
                hint={t('coupons.form.singleUseHint')}
              />
              <TextField
                name="licensePlate"
                label={t('coupons.form.plate')}
                hint={t('coupons.form.plateHint')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
              <CallErrorText error={create.error} />
              <Actions>
                <SubmitButton busy={isSubmitting} busyText={t('coupons.form.creating')}>
                  {t('coupons.form.create')}
                </SubmitButton>
              </Actions>
            </Form>
          )}
        </Formik>
      </FieldMessages>
    </FormColumn>
  );
}
