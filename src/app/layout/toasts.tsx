import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

interface Toast {
  id: number;
  message: ReactNode;
  tone: 'error' | 'info';
}

interface ToastOptions {
  tone?: Toast['tone'];
  /** Closes by itself after this long; errors otherwise stay until dismissed. */
  autoCloseMs?: number;
}

const ToastContext = createContext<((message: ReactNode, options?: ToastOptions) => void) | null>(null);

const Region = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  left: ${({ theme }) => theme.space(4)};
  z-index: 60;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;
`;

const Item = styled.div<{ $tone: Toast['tone'] }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 28rem;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.primaryStrong)};
  color: ${({ theme }) => theme.colors.onDark};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
  pointer-events: auto;

  button {
    margin-left: auto;
    min-width: 2.75rem;
    min-height: 2.75rem;
    border: 0;
    background: transparent;
    color: inherit;
    font-size: 1.25rem;
    cursor: pointer;
  }
`;

/** Short messages at the corner of the screen (spec §8's toasts), announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (message: ReactNode, options: ToastOptions = {}) => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((list) => [...list, { id, message, tone: options.tone ?? 'error' }]);
      if (options.autoCloseMs) setTimeout(() => dismiss(id), options.autoCloseMs);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <Region role="region" aria-label={t('layout.notifications')}>
        {toasts.map((toast) => (
          <Item key={toast.id} $tone={toast.tone} role={toast.tone === 'error' ? 'alert' : 'status'}>
            <div>{toast.message}</div>
            <button type="button" aria-label={t('layout.closeNotification')} onClick={() => dismiss(toast.id)}>
              ×
            </button>
          </Item>
        ))}
      </Region>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return show;
}
