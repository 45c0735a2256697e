import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-documents.json';
import hrDocuments from '../../../locales/hr/documents.json';
import { renderApp } from '../../test/render-app';

async function openPage() {
  renderApp('/documents');
  expect(
    await screen.findByRole('heading', { level: 1, name: common.routes.documents.heading }, { timeout: 5000 }),
  ).toBeVisible();
}

const region = (heading: string) => within(screen.getByRole('region', { name: heading }));

const documents = ['product-information', 'general-terms', 'terms-of-use'] as const;
const languages = [
  ['hr', 'Hrvatski'],
  ['en', 'Engleski'],
] as const;

describe('the documents page', () => {
  it('offers every document as a PDF download in Croatian and in English', async () => {
    await openPage();
    const list = region(hr.list.heading);
    for (const id of documents) {
      const { title, description } = hr.documents[id];
      expect(list.getByRole('heading', { level: 3, name: title })).toBeVisible();
      // The card names the document by the title the PDF itself carries.
      expect(title).toBe(hrDocuments.documents[id].title);
      expect(list.getByText(description)).toBeVisible();
      for (const [language, name] of languages) {
        const link = list.getByRole('link', { name: `${title}: ${name} (PDF)` });
        expect(link).toHaveTextContent(`${name} (PDF)`);
        expect(link).toHaveAttribute('href', `/documents/${id}-${language}.pdf`);
        expect(link).toHaveAttribute('download');
        expect(link).toHaveAttribute('hreflang', language);
      }
    }
    expect(list.getAllByRole('link')).toHaveLength(documents.length * languages.length);
  });

  it('explains when the documents are needed and leads to the quote', async () => {
    await openPage();
    const when = region(hr.when.heading);
    expect(when.getByRole('link', { name: 'obrasca za kontakt' })).toHaveAttribute('href', '/contact-us');
    expect(when.getByRole('link', { name: 'Kako sklopiti ugovor online' })).toHaveAttribute('href', '/make-contract');
    expect(region(hr.cta.heading).getByRole('link', { name: hr.cta.button })).toHaveAttribute('href', '/onboarding');
  });
});
