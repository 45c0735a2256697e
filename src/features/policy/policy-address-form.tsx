import { useTranslation } from 'react-i18next';
import type { AddressChange } from '@contracts/policy-details';
import { SecondaryButton } from '../../app/ui/buttons';
import { Actions } from '../../app/ui/form-layout';
import { PersonalDetailsForm } from '../../app/ui/personal-details/personal-details-form';
import { useFocusFirstField } from './use-focus-first-field';

/**
 * The new address, with the place from the postal list as the purchase takes it (its own form, address only): loaded
 * when the driver asks to change it, so the page does not carry the place list's code before.
 */
export function PolicyAddressForm({
  name,
  initialValues,
  onSubmit,
  onCancel,
}: {
  name: { firstName: string; lastName: string };
  initialValues: AddressChange;
  onSubmit: (address: AddressChange) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('policy-details');
  const opened = useFocusFirstField<HTMLDivElement>();
  return (
    <div ref={opened}>
      <PersonalDetailsForm
        addressOnly
        initialValues={{ ...name, ...initialValues }}
        submitLabel={t('details.address.submit')}
        onSubmit={({ address }) =>
          onSubmit({
            address: address.address,
            houseNumber: address.houseNumber,
            postalCode: address.postalCode,
            city: address.city,
          })
        }
      />
      <Actions>
        <SecondaryButton type="button" onClick={onCancel}>
          {t('details.cancel')}
        </SecondaryButton>
      </Actions>
    </div>
  );
}
