import type { ComponentType } from 'react';
import type { ResourceKey } from 'i18next';
import { addLocaleLoaders } from '../../app/i18n';
import type { RouteIdOf } from '../../app/route-table';

addLocaleLoaders(
  import.meta.glob<{ default: ResourceKey }>(['../../../locales/*/content-*.json', '../../../locales/*/blog-*.json']),
);

/**
 * The content pages are many and independent, so each is its own chunk: a visitor who opens the FAQ downloads
 * the FAQ, not the privacy policy and seven blog articles' worth of components.
 */
export const contentPageLoaders: Record<RouteIdOf<'content'>, () => Promise<ComponentType>> = {
  faq: () => import('./faq-page').then((module) => module.FaqPage),
  telematics: () => import('./telematics-page').then((module) => module.TelematicsPage),
  'car-insurance': () => import('./car-insurance-page').then((module) => module.CarInsurancePage),
  'other-products': () => import('./other-products-page').then((module) => module.OtherProductsPage),
  'about-us': () => import('./about-us-page').then((module) => module.AboutUsPage),
  claims: () => import('./claims-page').then((module) => module.ClaimsPage),
  blog: () => import('./blog-page').then((module) => module.BlogPage),
  'blog-article': () => import('./blog/blog-article-page').then((module) => module.BlogArticlePage),
  'contact-us': () => import('./contact-us-page').then((module) => module.ContactUsPage),
  'recommend-and-earn': () => import('./recommend-and-earn-page').then((module) => module.RecommendAndEarnPage),
  'accident-insurance': () => import('./accident-insurance-page').then((module) => module.AccidentInsurancePage),
  'travel-insurance': () => import('./travel-insurance-page').then((module) => module.TravelInsurancePage),
  documents: () => import('./documents-page').then((module) => module.DocumentsPage),
  careers: () => import('./careers-page').then((module) => module.CareersPage),
  news: () => import('./news-page').then((module) => module.NewsPage),
  'privacy-policy': () => import('./privacy-policy-page').then((module) => module.PrivacyPolicyPage),
  'terms-of-service': () => import('./terms-of-service-page').then((module) => module.TermsOfServicePage),
  'cookie-policy': () => import('./cookie-policy-page').then((module) => module.CookiePolicyPage),
  'make-contract': () => import('./make-contract-page').then((module) => module.MakeContractPage),
};
