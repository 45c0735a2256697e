import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-terms-of-service.json';
import { renderApp } from '../../test/render-app';

const headings = hr.body.flatMap((block) => ('h2' in block ? [block.h2] : []));

// The whole app renders a long page; on a busy machine that takes longer than the default 5 s.
describe('the terms of service page', () => {
  it('sets out the terms, the right of withdrawal and where the insurance terms are', async () => {
    renderApp('/terms-of-service');
    // The first visit loads the page's chunk and its texts.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: common.routes['terms-of-service'].heading },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(hr.updated)).toBeInTheDocument();
    for (const heading of headings) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/14 dana/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Dokumenti' }))
      expect(link).toHaveAttribute('href', '/documents');
    expect(screen.getByRole('link', { name: hr.closing.documents })).toHaveAttribute('href', '/documents');
    expect(screen.getByRole('link', { name: 'hanfa.hr' })).toHaveAttribute('href', 'https://www.hanfa.hr');
  });
});
