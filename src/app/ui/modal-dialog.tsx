import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { mobile } from '../theme';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 70;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgba(15, 36, 48, 0.6);
`;

const Box = styled.div`
  position: relative;
  width: 100%;
  max-width: 34rem;
  max-height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.3);

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding-right: ${({ theme }) => theme.space(8)};
    font-size: 1.375rem;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }

  ${mobile} {
    padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  }
`;

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.5rem;
  cursor: pointer;
`;

/** The dialog's answers, the main one last; on a phone each takes the full width. */
export const DialogButtons = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};

  ${mobile} {
    > * {
      width: 100%;
    }
  }
`;

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), ' +
  '[tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  title: string;
  /** The text read out with the title when the dialog opens. */
  description: ReactNode;
  closeLabel: string;
  /** Escape, the × button: the dialog's "leave it as it was". */
  onClose: () => void;
  /** `alertdialog` when the dialog asks before something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  /** The answers and anything else below the description. */
  children: ReactNode;
}

/**
 * One modal dialog for the site: focus moves into it and stays there until it closes, Escape
 * and × close it, and focus then returns to the control that opened it.
 */
export function ModalDialog({ title, description, closeLabel, onClose, role = 'dialog', children }: ModalDialogProps) {
  const titleId = useId();
  const textId = useId();
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The × button comes first: Enter on it leaves everything as it was.
    boxRef.current?.querySelector<HTMLElement>(focusableSelector)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !boxRef.current) return;
      const focusable = [...boxRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
      const first = focusable[0];
      const last = focusable.at(-1);
      const inside = boxRef.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return createPortal(
    <Backdrop>
      <Box ref={boxRef} role={role} aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <Close type="button" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </Close>
        <h2 id={titleId}>{title}</h2>
        <div id={textId}>{description}</div>
        {children}
      </Box>
    </Backdrop>,
    document.body,
  );
}
