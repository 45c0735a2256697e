import { NotFoundPage } from '../../../app/not-found-page';

export function BlogArticlePage() {
  return <NotFoundPage />;
}
