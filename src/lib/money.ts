const euros = new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' });

/** Euros as Croatian drivers read them: 1.234,56 €. */
export const formatEuros = (amount: number): string => euros.format(amount);
