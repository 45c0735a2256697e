import type { ComponentType } from 'react';
import type { RouteIdOf } from '../../app/route-table';
import { FaqPage } from './faq-page';
import { TelematicsPage } from './telematics-page';
import { CarInsurancePage } from './car-insurance-page';
import { OtherProductsPage } from './other-products-page';
import { AboutUsPage } from './about-us-page';
import { ClaimsPage } from './claims-page';
import { BlogPage } from './blog-page';
import { BlogArticlePage } from './blog/blog-article-page';
import { ContactUsPage } from './contact-us-page';
import { RecommendAndEarnPage } from './recommend-and-earn-page';
import { AccidentInsurancePage } from './accident-insurance-page';
import { TravelInsurancePage } from './travel-insurance-page';
import { DocumentsPage } from './documents-page';
import { CareersPage } from './careers-page';
import { NewsPage } from './news-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsOfServicePage } from './terms-of-service-page';
import { CookiePolicyPage } from './cookie-policy-page';
import { MakeContractPage } from './make-contract-page';

export const contentPages: Record<RouteIdOf<'content'>, ComponentType> = {
  faq: FaqPage,
  telematics: TelematicsPage,
  'car-insurance': CarInsurancePage,
  'other-products': OtherProductsPage,
  'about-us': AboutUsPage,
  claims: ClaimsPage,
  blog: BlogPage,
  'blog-article': BlogArticlePage,
  'contact-us': ContactUsPage,
  'recommend-and-earn': RecommendAndEarnPage,
  'accident-insurance': AccidentInsurancePage,
  'travel-insurance': TravelInsurancePage,
  documents: DocumentsPage,
  careers: CareersPage,
  news: NewsPage,
  'privacy-policy': PrivacyPolicyPage,
  'terms-of-service': TermsOfServicePage,
  'cookie-policy': CookiePolicyPage,
  'make-contract': MakeContractPage,
};
