import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PrimaryButton, SecondaryButton } from '../../../app/ui/buttons';
import { DialogButtons, ModalDialog } from '../../../app/ui/modal-dialog';
import type { OnboardingState } from '../state/onboarding-state';

const Lost = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding-left: ${({ theme }) => theme.space(5)};
`;

/** What starting over deletes from this device, item by item, so the driver knows before confirming. */
export function whatStartingOverLoses(state: OnboardingState): string[] {
  const lost: string[] = [];
  if (state.vehicle) lost.push('vehicle');
  if (state.pricing) lost.push('price');
  if (state.discount.box === 'applied' && state.discount.code) lost.push('discount');
  const typed = [state.personal.personalIdentificationNumber, state.personal.dateOfBirth, state.contact.contactEmail];
  if (typed.some(Boolean)) lost.push('details');
  return lost;
}

interface StartOverDialogProps {
  state: OnboardingState;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Novi izračun" asks first: one tap must not wipe a quote the driver spent minutes on. */
export function StartOverDialog({ state, onCancel, onConfirm }: StartOverDialogProps) {
  const { t } = useTranslation('onboarding');
  const plate = state.licensePlate || state.vin;
  return (
    <ModalDialog
      role="alertdialog"
      title={t('startOver.title')}
      closeLabel={t('startOver.close')}
      onClose={onCancel}
      description={
        <>
          <p>{t('startOver.intro')}</p>
          <Lost>
            {whatStartingOverLoses(state).map((item) => (
              <li key={item}>{t(`startOver.lost.${item}`, { plate, code: state.discount.code })}</li>
            ))}
          </Lost>
          <p>{t('startOver.noUndo')}</p>
        </>
      }
    >
      <DialogButtons>
        <SecondaryButton type="button" onClick={onCancel}>
          {t('startOver.cancel')}
        </SecondaryButton>
        <PrimaryButton type="button" onClick={onConfirm}>
          {t('startOver.confirm')}
        </PrimaryButton>
      </DialogButtons>
    </ModalDialog>
  );
}
