import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDiscountCheck } from '../../../api/check-discount-status';
import { inputStyles } from '../../../app/ui/field-styles';
import { useEuros } from '../../../app/ui/use-euros';
import { useOnboarding } from '../state/onboarding-store';
import { SecondaryButton } from '../../../app/ui/buttons';
import { ErrorText, Note, Panel } from '../../../app/ui/panel';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  input {
    ${inputStyles}
    flex: 1 1 12rem;
    width: auto;
    text-transform: uppercase;
  }
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const Applied = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;

  &:empty {
    display: none;
  }
`;

type View = 'hidden' | 'visible' | 'applied';
type Problem = 'required' | 'refused' | null;

/**
 * The discount code box of spec §4: a button (hidden), the code field (visible), then the code and its amount
 * (applied). A vehicle discount shows as applied without a code. The zone discount is a different kind, shown on
 * the liability line, so with only a zone discount the box stays closed and a code can still be entered.
 */
export function DiscountBox() {
  const { t } = useTranslation('onboarding-plans');
  const { t: tCommon } = useTranslation();
  const euros = useEuros();
  const { state, dispatch } = useOnboarding();
  const check = useDiscountCheck();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const openRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Set by the driver's own action so focus follows it into the new view; a view restored from storage keeps focus alone.
  const focusAfterChange = useRef(false);

  const { discount } = state;
  const view: View =
    discount.box === 'applied' && discount.kind === 'code'
      ? 'applied'
      : discount.box === 'visible'
        ? 'visible'
        : 'hidden';
  const isVehicleDiscount = view === 'applied' && discount.code === '';

  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    const target = { hidden: openRef, visible: inputRef, applied: removeRef }[view].current ?? statusRef.current;
    target?.focus();
  }, [view]);

  const open = () => {
    focusAfterChange.current = true;
    dispatch({ type: 'discountBoxOpened' });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (check.isPending) return;
    const entered = code.trim();
    if (!entered) {
      setProblem('required');
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    check.mutate(
      // A car known by its VIN only has no plate: a coupon for any vehicle still fits it.
      { code: entered, licensePlate: state.licensePlate || state.vehicle?.licensePlate || null },
      {
        onSuccess: (response) => {
          focusAfterChange.current = true;
          setCode('');
          dispatch({ type: 'discountApplied', code: response.discountCode, amount: response.discountInEuros });
        },
        onError: () => {
          setProblem('refused');
          inputRef.current?.focus();
        },
      },
    );
  };

  const remove = () => {
    focusAfterChange.current = true;
    dispatch({ type: 'discountRemoved' });
  };

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('discount.heading')}</h2>
      <Applied role="status" ref={statusRef} tabIndex={-1}>
        {view === 'applied' ? `${tCommon('discountCodeApplied')} ${euros(discount.amount)}` : ''}
      </Applied>
      {view === 'hidden' ? (
        <SecondaryButton ref={openRef} type="button" onClick={open}>
          {t('discount.open')}
        </SecondaryButton>
      ) : null}
      {view === 'visible' ? (
        <form noValidate onSubmit={apply}>
          <Label htmlFor={inputId}>{t('discount.label')}</Label>
          <Row>
            <input
              ref={inputRef}
              id={inputId}
              name="discountCode"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <SecondaryButton type="submit" aria-busy={check.isPending}>
              {check.isPending ? t('discount.applying') : t('discount.apply')}
            </SecondaryButton>
          </Row>
          {problem ? (
            <ErrorText id={errorId} role="alert">
              {problem === 'required' ? tCommon('validation.required') : tCommon('discountCodeError')}
            </ErrorText>
          ) : null}
        </form>
      ) : null}
      {view === 'applied' && isVehicleDiscount ? <Note>{t('discount.vehicle')}</Note> : null}
      {view === 'applied' && !isVehicleDiscount ? (
        <Row>
          <Note>{t('discount.code', { code: discount.code })}</Note>
          <SecondaryButton
            ref={removeRef}
            type="button"
            aria-label={t('discount.removeLabel', { code: discount.code })}
            onClick={remove}
          >
            {t('discount.remove')}
          </SecondaryButton>
        </Row>
      ) : null}
    </Panel>
  );
}
