import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-contact-us.json';
import trader from '../../../locales/hr/trader.json';
import { addressLine, insurerIdentity, traderIdentity } from '@contracts/trader-identity';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const contactUrl = 'http://127.0.0.1:5001/demo-autoodgovornost/europe-west3/contactUsSendgrid';

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(hr.form.firstName, {}, { timeout: 5000 }), 'Ana');
  await user.type(screen.getByLabelText(hr.form.lastName), 'Kovač');
  await user.type(screen.getByLabelText(hr.form.email), 'ana.kovac@primjer.hr');
  await user.type(screen.getByLabelText(hr.form.message), 'Zanima me vrijedi li polica i u Bosni i Hercegovini.');
}

// The first test also pays for loading Formik and Yup into the test runner.
describe('the contact page', () => {
  it('says who sells and how to reach them: phone, e-mail, hours, seat, OIB, register, HANFA and the insurer', async () => {
    renderApp('/contact-us');
    const aside = await screen.findByRole('complementary', { name: trader.contactHeading }, { timeout: 5000 });
    expect(within(aside).getByRole('link', { name: traderIdentity.phone })).toHaveAttribute(
      'href',
      `tel:${traderIdentity.phone.replace(/\s/g, '')}`,
    );
    expect(within(aside).getByRole('link', { name: traderIdentity.email })).toHaveAttribute(
      'href',
      `mailto:${traderIdentity.email}`,
    );
    expect(aside).toHaveTextContent(traderIdentity.hours.weekdays);
    expect(aside).toHaveTextContent(`${traderIdentity.company}, ${addressLine(traderIdentity.address)}`);
    expect(aside).toHaveTextContent(`OIB ${traderIdentity.oib}`);
    expect(aside).toHaveTextContent(`MBS ${traderIdentity.mbs}`);
    expect(aside).toHaveTextContent('HANFA');
    expect(aside).toHaveTextContent(`${insurerIdentity.name}, ${addressLine(insurerIdentity.address)}`);
    // The footer says the same, from the same source.
    const footer = screen.getByRole('contentinfo');
    const identity = within(footer).getByRole('region', { name: common.layout.trader });
    await waitFor(() => expect(identity).toHaveTextContent(`OIB ${traderIdentity.oib}`));
    expect(identity).toHaveTextContent(insurerIdentity.name);
    expect(identity).toHaveTextContent(`© ${new Date().getFullYear()} ${traderIdentity.company}`);
  });

  it('sends the message, confirms it and empties the form', async () => {
    const requests: unknown[] = [];
    server.use(
      http.post(contactUrl, async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json({ result: { sent: true, messageId: 'msg-1' } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/contact-us');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: hr.form.send }));
    expect(await screen.findByText(hr.form.sent)).toBeInTheDocument();
    expect(requests).toEqual([
      {
        data: {
          locale: 'hr',
          data: {
            firstName: 'Ana',
            lastName: 'Kovač',
            email: 'ana.kovac@primjer.hr',
            phoneNumber: null,
            message: 'Zanima me vrijedi li polica i u Bosni i Hercegovini.',
          },
          platform: 'web',
          platformVersion: 'v1.56.2',
        },
      },
    ]);
    expect(screen.getByLabelText(hr.form.firstName)).toHaveValue('');
    expect(screen.getByLabelText(hr.form.message)).toHaveValue('');
  });

  it('says clearly when the message could not be sent, and keeps what was written', async () => {
    server.use(
      http.post(contactUrl, () =>
        HttpResponse.json(
          { error: { status: 'INTERNAL', message: 'Messages.error', details: { errorKey: 'Messages.error' } } },
          { status: 500 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/contact-us');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: hr.form.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(hr.form.failed);
    expect(screen.getByLabelText(hr.form.firstName)).toHaveValue('Ana');
  });

  it('tells a sender who writes too often to wait', async () => {
    server.use(
      http.post(contactUrl, () =>
        HttpResponse.json(
          {
            error: {
              status: 'RESOURCE_EXHAUSTED',
              message: 'Messages.tooManyRequests',
              details: { errorKey: 'Messages.tooManyRequests' },
            },
          },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/contact-us');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: hr.form.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(common.Messages.tooManyRequests);
  });

  it('validates as the visitor types and sends nothing until the form is right (spec §5)', async () => {
    const user = userEvent.setup();
    renderApp('/contact-us');
    const email = await screen.findByLabelText(hr.form.email, {}, { timeout: 5000 });
    await user.type(email, 'ana@primjer');
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(common.validation['invalid-email']));
    await user.type(screen.getByLabelText(hr.form.message), 'Kratko');
    await user.click(screen.getByRole('button', { name: hr.form.send }));
    await waitFor(() => expect(screen.getByLabelText(hr.form.firstName)).toHaveFocus());
    expect(screen.getByLabelText(hr.form.firstName)).toHaveAccessibleDescription(common.validation.required);
    expect(screen.getByLabelText(hr.form.message)).toHaveAccessibleDescription(
      expect.stringContaining(hr.form.messageTooShort.replace('{{min}}', '10')),
    );
  });

  it('says plainly that a pasted name holds invisible characters', async () => {
    const user = userEvent.setup();
    renderApp('/contact-us');
    const firstName = await screen.findByLabelText(hr.form.firstName, {}, { timeout: 5000 });
    await user.click(firstName);
    // A right-to-left override: "Ana\u202Etset" shows as "Anatest".
    await user.paste('Ana\u202Etset');
    await user.tab();
    await waitFor(() => expect(firstName).toHaveAccessibleDescription(common.validation['invisible-characters']));
  });
});
