import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../../theme';
import { VisuallyHidden } from '../visually-hidden';
import { FieldError, FieldHint, FieldWrapper } from '../field-styles';
import { findExactPlace, formatPlace, searchPlaces, type PlaceOption } from './place-list';

/** Enough to scan; a longer list is a sign the driver should type more, and the note says so. */
const maxShown = 50;

const optionId = (comboboxId: string, index: number) => `${comboboxId}-option-${index}`;

const Anchor = styled.div`
  position: relative;

  input {
    /* Clears the sticky top bar and leaves the label in view when the field is brought to the top (onFocus). */
    scroll-margin-top: calc(${({ theme }) => theme.topBarHeight} + 2.5rem);
  }
`;

/** Below the mobile breakpoint, where the on-screen keyboard covers the lower half of the screen. */
const phoneScreen = `(max-width: ${theme.breakpoint - 1}px)`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  right: 0;
  left: 0;
  z-index: 20;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 8px 24px rgb(15 36 48 / 18%);

  &[hidden] {
    display: none;
  }
`;

const Listbox = styled.ul`
  max-height: min(20rem, 50vh);
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  overflow-y: auto;
  list-style: none;
`;

const Option = styled.li`
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  cursor: pointer;

  .code,
  .office {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .office {
    display: block;
    font-size: 0.9375rem;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};

    .code,
    .office {
      color: inherit;
    }
  }
`;

const ListNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

/** A button that reads as a link: retrying the list, leaving it for typed fields and coming back to it. */
export const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

const RetryButton = styled(TextButton)`
  margin-left: ${({ theme }) => theme.space(2)};
`;

/** Tall enough to tap on a phone, like every other control of the form. */
const NotListedButton = styled(TextButton)`
  min-height: 2.75rem;
  margin-top: ${({ theme }) => theme.space(1)};
`;

export interface PlaceComboboxProps {
  id: string;
  label: string;
  hint: string;
  /** Undefined while the list loads. */
  options: readonly PlaceOption[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  /** The chosen place, or empty strings when none is chosen. */
  city: string;
  postalCode: string;
  onChange: (place: PlaceOption | null) => void;
  /** `chose` tells whether leaving the field chose a place (the text named exactly one), already passed to onChange. */
  onBlur: (chose: boolean) => void;
  /** The driver's place is not on the list: they type it and its postal code instead, starting from `typed`. */
  onNotListed: (typed: string) => void;
  /** Already translated; shown and tied to the input when set. */
  error: string | undefined;
}

/**
 * The place field: a combobox after the WAI-ARIA pattern (list autocomplete, manual selection). Typing filters the
 * list by name or postal code; ArrowDown/ArrowUp move through it, Enter or a click chooses, Escape closes. Only an
 * option of the list can be chosen; typing after a choice undoes it until another option is chosen. A place the list
 * lacks is typed in fields of its own, which "Moje mjesto nije na popisu" opens (`onNotListed`).
 */
export function PlaceCombobox({
  id,
  label,
  hint,
  options,
  loadFailed,
  onRetry,
  city,
  postalCode,
  onChange,
  onBlur,
  onNotListed,
  error,
}: PlaceComboboxProps) {
  const { t } = useTranslation('onboarding-details');
  const chosenLabel = city && postalCode ? formatPlace(city, postalCode) : '';
  const [text, setText] = useState(chosenLabel);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listboxId = `${id}-listbox`;
  const labelId = `${id}-label`;

  const results = useMemo(() => (options ? searchPlaces(options, text) : []), [options, text]);
  const shown = results.slice(0, maxShown);
  const expanded = open && shown.length > 0;

  // A choice made elsewhere (the stored address arriving, a reset) shows in the input.
  const [lastChosen, setLastChosen] = useState(chosenLabel);
  if (chosenLabel !== lastChosen) {
    setLastChosen(chosenLabel);
    if (chosenLabel) setText(chosenLabel);
  }

  useEffect(() => {
    if (!expanded || active < 0) return;
    // jsdom has no scrollIntoView.
    document.getElementById(optionId(id, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, active, id]);

  const choose = (place: PlaceOption) => {
    setText(place.label);
    setOpen(false);
    setActive(-1);
    onChange(place);
  };

  const move = (step: 1 | -1) => {
    if (shown.length === 0) return;
    if (!open) {
      setOpen(true);
      setActive(step === 1 ? 0 : shown.length - 1);
      return;
    }
    setActive((current) => {
      if (current < 0) return step === 1 ? 0 : shown.length - 1;
      return (current + step + shown.length) % shown.length;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        // With the list open, Enter chooses the highlighted option, or the one place the text names exactly.
        const place = !expanded ? undefined : active >= 0 ? shown[active] : options && findExactPlace(options, text);
        if (place) {
          // Choosing an option must not submit the form.
          event.preventDefault();
          choose(place);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  };

  const onInputBlur = () => {
    setOpen(false);
    setActive(-1);
    // A typed text that names exactly one option ("Split", or a label typed in full) counts as choosing it.
    const exact = !chosenLabel && options ? findExactPlace(options, text) : undefined;
    if (exact) choose(exact);
    onBlur(exact !== undefined);
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <FieldWrapper>
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      <Anchor>
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 && shown[active] ? optionId(id, active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            if (chosenLabel && event.target.value !== chosenLabel) onChange(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={onInputBlur}
          onClick={() => setOpen(true)}
          // On a phone the list opens below the field, under the keyboard: bring the field to the top of the screen.
          onFocus={(event) => {
            if (window.matchMedia?.(phoneScreen).matches) event.currentTarget.scrollIntoView({ block: 'start' });
          }}
        />
        <Popup hidden={!expanded}>
          <Listbox
            id={listboxId}
            role="listbox"
            aria-labelledby={labelId}
            // Keeps focus in the input while an option is clicked, so the choice is not lost to a blur.
            onMouseDown={(event) => event.preventDefault()}
          >
            {shown.map((place, index) => (
              <Option
                key={place.key}
                id={optionId(id, index)}
                role="option"
                aria-selected={index === active}
                onClick={() => choose(place)}
              >
                {place.location}, <span className="code">{place.postalCode}</span>
                {place.postOffice ? (
                  <>
                    {' '}
                    <span className="office">{t('place.postOffice', { postOffice: place.postOffice })}</span>
                  </>
                ) : null}
              </Option>
            ))}
          </Listbox>
          {results.length > shown.length ? (
            <ListNote>{t('place.more', { shown: shown.length, count: results.length })}</ListNote>
          ) : null}
        </Popup>
      </Anchor>
      <FieldHint id={`${id}-hint`}>
        {loadFailed ? (
          <>
            {t('place.loadFailed')}
            <RetryButton type="button" onClick={onRetry}>
              {t('place.retry')}
            </RetryButton>
          </>
        ) : options === undefined ? (
          t('place.loading')
        ) : open && results.length === 0 ? (
          t('place.noResults')
        ) : (
          hint
        )}
      </FieldHint>
      <VisuallyHidden role="status">
        {open && options ? t('place.results', { count: results.length }) : ''}
      </VisuallyHidden>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      <NotListedButton type="button" onClick={() => onNotListed(chosenLabel ? '' : text)}>
        {t('place.notListed')}
      </NotListedButton>
    </FieldWrapper>
  );
}
