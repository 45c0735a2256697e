import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import hrCommon from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-careers.json';
import { renderApp } from '../../test/render-app';

describe('the careers page', () => {
  it('describes the work and the kinds of roles the team hires for', async () => {
    renderApp('/careers');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      hrCommon.routes.careers.heading,
    );
    expect(screen.getByText(hr.lead)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: hr.work[0]!.h2 })).toBeInTheDocument();

    const roles = screen.getByRole('region', { name: hr.roles.heading });
    for (const role of Object.values(hr.roles.items)) {
      expect(within(roles).getByRole('heading', { level: 3, name: role.title })).toBeInTheDocument();
      for (const task of role.tasks) expect(within(roles).getByText(task)).toBeInTheDocument();
    }
  });

  it('explains the selection process and sends open applications to the contact form', async () => {
    renderApp('/careers');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const steps = hr.apply.find((block) => 'ol' in block)!.ol!;
    expect(screen.getByText(steps[0]!.replace(/\*\*.*?\*\* /, ''), { exact: false })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'obrasca za kontakt' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: hr.cta.button })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: 'politici privatnosti' })).toHaveAttribute('href', '/privacy-policy');
  });
});
