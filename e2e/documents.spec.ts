import hr from '../locales/hr/content-documents.json' with { type: 'json' };
import { documentHref, documentIds, documentLanguages } from '../src/lib/documents';
import { paths } from '../src/app/route-table';
import { expect, test } from './page-guard';

test('every document on /documents is a PDF the server delivers', async ({ page }) => {
  await page.goto(paths.documents);
  const links = page.getByRole('region', { name: hr.list.heading }).getByRole('link');
  const expected = documentIds.flatMap((id) => documentLanguages.map((language) => documentHref(id, language)));
  await expect(links).toHaveCount(expected.length);

  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(hrefs.sort()).toEqual(expected.sort());
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
  }
});
