import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import hrPlans from '../../../../locales/hr/onboarding-plans.json';
import { rememberPurchase } from '../../../lib/purchases';
import { openInsurancePlans, pricedState } from '../../../test/quote-kit';

const purchase = (paid: boolean) => ({
  orderNumber: 'AO-7K3M9Q2X4P',
  orderToken: 'token',
  quoteId: pricedState.pricing!.quoteId,
  retryPath: '/onboarding/payment',
  paid,
});

describe('a quote whose payment this tab started', () => {
  it('comes back unpaid and unbound when the payment was never confirmed, and says so', async () => {
    rememberPurchase(purchase(false));
    await openInsurancePlans();
    expect(await screen.findByText(hrPlans.unpaidAndUnbound)).toHaveAttribute('role', 'status');
  });

  it('says nothing of the kind for a quote nobody started paying', async () => {
    await openInsurancePlans();
    expect(screen.queryByText(hrPlans.unpaidAndUnbound)).not.toBeInTheDocument();
  });
});
