import { useCallback } from 'react';
import { useFlowStep } from '../../../lib/use-flow-step';
import { useRegister } from '../state/register-store';
import { registerFlow, type RegisterStepId } from './register-flow';

const nothingToSave = async () => null;

/** A registration page's way to reach, guard and leave its step (see register-flow.ts). */
export function useRegisterStep(id: RegisterStepId) {
  const { state, dispatch } = useRegister();
  const reach = useCallback((index: number) => dispatch({ type: 'stepReached', index }), [dispatch]);
  return useFlowStep(registerFlow, id, { state, furthest: state.furthestStep, reach, save: nothingToSave });
}
