import type { ComponentType } from 'react';
import type { RouteIdOf } from '../../app/route-table';
import { PaymentSuccessPage } from './payment-success-page';
import { PaymentErrorPage } from './payment-error-page';

export const paymentPages: Record<RouteIdOf<'payment'>, ComponentType> = {
  'payment-success': PaymentSuccessPage,
  'payment-error': PaymentErrorPage,
};
