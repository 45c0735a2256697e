import { Navigate } from 'react-router';
import { useQuoteStep } from './flow/use-quote-step';
import { CalculatePrice } from './quote-form/calculate-price';

/** /onboarding/calculate-price: the quote form for the vehicle found. */
export function OnboardingCalculatePricePage() {
  const step = useQuoteStep('price');
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  return <CalculatePrice step={step} />;
}
