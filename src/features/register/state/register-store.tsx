import { createContext, useContext, useEffect, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { userStoragePrefixes } from '../../../lib/storage-prefixes';
import { initialRegisterState, registerReducer, type RegisterAction, type RegisterState } from './register-state';

const storageKey = `${userStoragePrefixes.register}state`;

/**
 * Registration is kept for this tab only (session storage): it holds an OIB, a date of birth and an address before
 * any account protects them, and a shared computer must not keep them once the tab is closed.
 */
function load(): RegisterState {
  try {
    const stored = sessionStorage.getItem(storageKey);
    return stored
      ? { ...initialRegisterState, ...(JSON.parse(stored) as Partial<RegisterState>) }
      : initialRegisterState;
  } catch {
    return initialRegisterState;
  }
}

function store(state: RegisterState) {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(state));
  } catch {
    // Blocked storage: registration then lives for this page only.
  }
}

const RegisterContext = createContext<{ state: RegisterState; dispatch: Dispatch<RegisterAction> } | null>(null);

export function RegisterProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(registerReducer, undefined, load);
  useEffect(() => store(state), [state]);
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <RegisterContext.Provider value={value}>{children}</RegisterContext.Provider>;
}

export function useRegister() {
  const value = useContext(RegisterContext);
  if (!value) throw new Error('useRegister must be used inside RegisterProvider');
  return value;
}
