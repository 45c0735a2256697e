import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminGetFunnelResponse } from '@contracts/admin-get-funnel';
import type { AdminGetStatementFunnelResponse } from '@contracts/admin-get-statement-funnel';
import { callNames } from '@contracts/call-names';
import { errorKeys } from '@contracts/error-keys';
import hr from '../../../../locales/hr/admin.json';
import { adminPaths } from '../admin-sections';
import { parseDisplayDate } from '../../../lib/dates';
import { formatZagrebDateTime } from '../../../lib/zagreb-time';
import { openConsole, signOutAfterEach } from '../../../test/admin-kit';
import { answerCall, failCall } from '../../../test/callables';

afterEach(signOutAfterEach);

const funnel: AdminGetFunnelResponse = {
  started: 400,
  steps: [
    { step: 'started', reached: 400, stoppedHere: 40 },
    { step: 'calculate-price', reached: 360, stoppedHere: 60 },
    { step: 'insurance-plans', reached: 300, stoppedHere: 80 },
    { step: 'summary', reached: 220, stoppedHere: 20 },
    { step: 'personal-details', reached: 200, stoppedHere: 50 },
    { step: 'payment', reached: 150, stoppedHere: 30 },
    { step: 'paid', reached: 120, stoppedHere: 120 },
  ],
  pricingFailures: { premiumError: 7, lowPremium: 3 },
  abandonedWithContactConsent: 95,
};

const statementFunnel: AdminGetStatementFunnelResponse = {
  started: 200,
  sent: 90,
  claims: 60,
  steps: [
    { step: 'started', reached: 200, stoppedHere: 30 },
    { step: 'joined', reached: 170, stoppedHere: 10 },
    { step: 'when-where', reached: 160, stoppedHere: 20 },
    { step: 'vehicle', reached: 140, stoppedHere: 15 },
    { step: 'circumstances', reached: 125, stoppedHere: 10 },
    { step: 'sketch', reached: 115, stoppedHere: 15 },
    { step: 'signed', reached: 100, stoppedHere: 10 },
    { step: 'sent', reached: 90, stoppedHere: 90 },
  ],
};

const openFunnel = (search = '') => openConsole(`${adminPaths['admin-funnel']}${search}`, 'admin-funnel');

describe('the funnel', () => {
  it('counts the last 30 days by default, Zagreb days', async () => {
    const asked = answerCall(callNames.adminGetFunnel, funnel);
    await openFunnel();
    await waitFor(() => expect(asked).toHaveLength(1));
    const { from, to } = asked[0] as { from: string; to: string };
    expect(to).toBe(formatZagrebDateTime(new Date().toISOString()).slice(0, 10));
    const days = (parseDisplayDate(to)!.getTime() - parseDisplayDate(from)!.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(29);
    expect(screen.getByRole('textbox', { name: hr.funnel.from })).toHaveValue(from);
  });

  it('gives every step’s numbers in a table beside the chart, and the pricing failures', async () => {
    answerCall(callNames.adminGetFunnel, funnel);
    await openFunnel();
    const table = await screen.findByRole('table', { name: hr.funnel.table });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Vozilo pronađeno', '400', '100\u00a0%', '40'],
      ['Izračun cijene', '360', '90\u00a0%', '60'],
      ['Paketi', '300', '75\u00a0%', '80'],
      ['Sažetak', '220', '55\u00a0%', '20'],
      ['Osobni podaci', '200', '50\u00a0%', '50'],
      ['Plaćanje', '150', '37,5\u00a0%', '30'],
      ['Plaćeno', '120', '30\u00a0%', hr.funnel.goalReached],
    ]);
    const summary = screen.getByRole('region', { name: /^Od / });
    expect(within(summary).getByText(hr.funnel.premiumError).nextElementSibling).toHaveTextContent('7');
    expect(within(summary).getByText(hr.funnel.lowPremium).nextElementSibling).toHaveTextContent('3');
    expect(within(summary).getByText(hr.funnel.consented).nextElementSibling).toHaveTextContent('95');
    // The chart is for the eye; the figure names the table that holds its numbers.
    expect(screen.getByRole('figure', { name: new RegExp(`^${hr.funnel.chartCaption}`) })).toBeVisible();
  });

  it('draws paid as the goal: solid, in the colour of success, never as a drop-off', async () => {
    answerCall(callNames.adminGetFunnel, funnel);
    await openFunnel();
    const chart = await screen.findByRole('figure', { name: new RegExp(`^${hr.funnel.chartCaption}`) });
    // Said in words, for everyone: how many reached the goal, of how many.
    expect(chart).toHaveAccessibleName(
      `${hr.funnel.chartCaption} Plaćanje je cilj: platilo je 120 od 400 započetih izračuna (30\u00a0%).`,
    );
    const paid = chart.querySelector('[data-step="paid"]');
    expect(paid?.querySelector('.stopped')).toBeNull();
    const bar = paid?.querySelector('.goal');
    expect(bar).toHaveStyle({ width: '30%', backgroundColor: 'rgb(30, 122, 60)' });
    // Every other step still shows where quotes stopped.
    expect(chart.querySelector('[data-step="payment"] .stopped')).toHaveStyle({ width: '7.5%' });
  });

  it('counts another period as typed', async () => {
    const asked = answerCall(callNames.adminGetFunnel, funnel);
    const { user } = await openFunnel();
    await screen.findByRole('table', { name: hr.funnel.table });
    const from = screen.getByRole('textbox', { name: hr.funnel.from });
    const to = screen.getByRole('textbox', { name: hr.funnel.to });
    await user.clear(from);
    await user.type(from, '1.10.2026.');
    await user.clear(to);
    await user.type(to, '31.10.2026');
    await user.click(screen.getByRole('button', { name: hr.funnel.show }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ from: '01/10/2026', to: '31/10/2026' }));
  });

  it('says why a period cannot be counted', async () => {
    failCall(callNames.adminGetFunnel, 'INVALID_ARGUMENT', errorKeys.funnelPeriod);
    await openFunnel();
    expect(await screen.findByRole('alert')).toHaveTextContent(hr.errors.funnelPeriod);
  });

  it('downloads the call list as CSV for the period shown', async () => {
    answerCall(callNames.adminGetFunnel, funnel);
    const exports = answerCall(callNames.adminExportFunnel, {
      csv: '\uFEFFdatum;korak;registracija;e-adresa;telefon\n',
      fileName: 'lijevak-2026-11.csv',
      rows: 95,
      truncated: false,
    });
    URL.createObjectURL = vi.fn(() => 'blob:lijevak');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = await openFunnel();
    await user.click(await screen.findByRole('button', { name: hr.funnel.export }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toHaveAttribute('download', 'lijevak-2026-11.csv');
    expect(clicked[0]).toHaveAttribute('href', 'blob:lijevak');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({ to: formatZagrebDateTime(new Date().toISOString()).slice(0, 10) });
    expect(screen.getByText('Preuzeto redaka: 95.')).toBeVisible();
  });

  it('has a second view for the accident reports: started, sent, claims and where drivers stopped', async () => {
    const quotes = answerCall(callNames.adminGetFunnel, funnel);
    const reports = answerCall(callNames.adminGetStatementFunnel, statementFunnel);
    const { user, router } = await openFunnel();
    await screen.findByRole('table', { name: hr.funnel.table });
    const views = screen.getByRole('group', { name: hr.funnel.views.label });
    expect(within(views).getByRole('button', { name: hr.funnel.views.quotes })).toHaveAttribute('aria-pressed', 'true');
    expect(reports).toEqual([]);

    await user.click(within(views).getByRole('button', { name: hr.funnel.views.reports }));
    const table = await screen.findByRole('table', { name: hr.funnel.reports.table });
    expect(router.state.location.search).toBe('?view=reports');
    // The same period as the quotes' view.
    expect(reports[0]).toEqual(expect.objectContaining({ from: quotes[0]?.from, to: quotes[0]?.to }));
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Započeto', '200', '100\u00a0%', '30'],
      ['Drugi vozač se pridružio', '170', '85\u00a0%', '10'],
      ['Kada i gdje', '160', '80\u00a0%', '20'],
      ['Vozilo', '140', '70\u00a0%', '15'],
      ['Okolnosti', '125', '62,5\u00a0%', '10'],
      ['Skica', '115', '57,5\u00a0%', '15'],
      ['Potpisao barem jedan vozač', '100', '50\u00a0%', '10'],
      ['Poslano', '90', '45\u00a0%', hr.funnel.goalReached],
    ]);
    const summary = screen.getByRole('region', { name: /^Od / });
    expect(within(summary).getByText(hr.funnel.reports.sent).nextElementSibling).toHaveTextContent('90');
    expect(within(summary).getByText(hr.funnel.reports.claims).nextElementSibling).toHaveTextContent('60');
    const chart = screen.getByRole('figure', { name: new RegExp(`^${hr.funnel.reports.chartCaption}`) });
    expect(chart).toHaveAccessibleName(
      `${hr.funnel.reports.chartCaption} Slanje je cilj: poslano je 90 od 200 započetih izvješća (45\u00a0%).`,
    );
    expect(chart.querySelector('[data-step="sent"] .goal')).toHaveStyle({ width: '45%' });
    // No call list for the reports: nobody agreed to be called about them.
    expect(screen.queryByRole('button', { name: hr.funnel.export })).toBeNull();
  });

  it('opens the reports’ view from its address', async () => {
    answerCall(callNames.adminGetStatementFunnel, { ...statementFunnel, started: 0, sent: 0, claims: 0 });
    await openFunnel('?view=reports');
    expect(await screen.findByText(hr.funnel.reports.none)).toBeVisible();
  });
});
