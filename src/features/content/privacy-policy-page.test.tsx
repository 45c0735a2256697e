import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-privacy-policy.json';
import { renderApp } from '../../test/render-app';

const headings = hr.body.flatMap((block) => (block.h2 ? [block.h2] : []));

// The whole app renders a long page; on a busy machine that takes longer than the default 5 s.
describe('the privacy policy page', () => {
  it('covers who processes which data, the rights of the visitor and where to complain', async () => {
    renderApp('/privacy-policy');
    // The first visit loads the page's chunk and its texts.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: common.routes['privacy-policy'].heading },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(hr.updated)).toBeInTheDocument();
    for (const heading of headings) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'azop.hr' })).toHaveAttribute('href', 'https://azop.hr');
    expect(screen.getAllByRole('link', { name: 'Politici kolačića' })[0]).toHaveAttribute('href', '/cookie-policy');
    expect(screen.getByText(/europe-west3 \(Frankfurt/)).toBeInTheDocument();
  });
});
