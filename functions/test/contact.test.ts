import { describe, expect, it } from 'vitest';
import { callNames } from '../src/contracts/call-names.js';
import type { ContactResponse } from '../src/contracts/contact-us-sendgrid.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import { collections } from '../src/store/collection-names.js';
import { expectExpiresInDays, findDocs } from './admin.js';
import { call, callError, callOk, randomIp, startInsideOneWindow, web } from './callable.js';
import { failNextMails, mailTo } from './mailbox.js';

const form = (email: string) => ({
  firstName: 'Ana',
  lastName: 'Marić',
  email,
  phoneNumber: '912345678',
  message: 'Zanima me vrijedi li polica i za vožnju u Bosni i Hercegovini.',
});

const uniqueEmail = () => `ana.${Date.now()}.${Math.floor(Math.random() * 1e6)}@primjer.hr`;

describe('contactUsSendgrid', () => {
  it('sends the message to support through SendGrid (the mock) with the sender as reply-to', async () => {
    const email = uniqueEmail();
    const response = await callOk<ContactResponse>(callNames.contactUsSendgrid, {
      ...web,
      locale: 'hr',
      data: form(email),
    });
    expect(response).toEqual({ sent: true, messageId: expect.any(String) });
    const mail = (await mailTo('podrska@primjer.hr')).find((message) => message.replyTo?.email === email);
    expect(mail).toMatchObject({
      to: ['podrska@primjer.hr'],
      from: { email: 'no-reply@primjer.hr', name: 'AO online' },
      replyTo: { email },
    });
    expect(mail?.subject).toContain(response.messageId);
    expect(mail?.text).toContain('Bosni i Hercegovini');
    const [stored] = await findDocs<{ status: string }>(collections.contactMessages, 'email', email);
    expect(stored?.status).toBe('sent');
    expectExpiresInDays(stored, 365);
  });

  it('keeps the message and answers unavailable when SendGrid refuses it', async () => {
    const email = uniqueEmail();
    await failNextMails(1);
    const error = await callError(callNames.contactUsSendgrid, { ...web, locale: 'hr', data: form(email) });
    expect(error).toMatchObject({ status: 'UNAVAILABLE', message: errorKeys.generic });
    const [stored] = await findDocs<{ status: string }>(collections.contactMessages, 'email', email);
    expect(stored?.status).toBe('failed');
  });

  it('refuses a bad e-mail, a message too short or too long, and unknown fields', async () => {
    const error = await callError(callNames.contactUsSendgrid, {
      ...web,
      locale: 'hr',
      data: { ...form('ana@'), message: 'Bok', extra: 'x' },
    });
    expect(error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { fields: { 'data.email': 'invalid-email', 'data.message': 'invalid' } },
    });
    const tooLong = await callError(callNames.contactUsSendgrid, {
      ...web,
      locale: 'hr',
      data: { ...form(uniqueEmail()), message: 'a'.repeat(2001) },
    });
    expect(tooLong.details?.fields).toEqual({ 'data.message': 'too-long' });
  });

  it('refuses a name with a right-to-left override (or any invisible character) by its own reason, and stores nothing', async () => {
    const email = uniqueEmail();
    const error = await callError(callNames.contactUsSendgrid, {
      ...web,
      locale: 'hr',
      data: { ...form(email), firstName: 'Ana\u202Etset' },
    });
    expect(error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { fields: { 'data.firstName': 'invisible-characters' } },
    });
    expect(await findDocs(collections.contactMessages, 'email', email)).toEqual([]);
  });

  it('isolates the name in the subject and the body, so right-to-left letters cannot reorder what follows', async () => {
    const email = uniqueEmail();
    const message = 'Dobar dan,\n\u202Etset je moje prezime na hebrejskom.';
    const { messageId } = await callOk<ContactResponse>(callNames.contactUsSendgrid, {
      ...web,
      locale: 'hr',
      data: { ...form(email), firstName: 'שרה', lastName: 'Levi', message },
    });
    const mail = (await mailTo('podrska@primjer.hr')).find((sent) => sent.replyTo?.email === email);
    expect(mail?.subject).toBe(`Kontakt obrazac: \u2068שרה Levi\u2069 [${messageId}]`);
    expect(mail?.text).toContain('Ime i prezime: \u2068שרה Levi\u2069\n');
    // The message is the body's last part, each of its lines a paragraph of its own: it goes as written.
    expect(mail?.text.endsWith(`\n\n${message}`)).toBe(true);
  });

  it('keeps the lines and tabs of the message as written', async () => {
    const email = uniqueEmail();
    const message = 'Dobar dan,\n\n\tvrijedi li polica i za Bosnu i Hercegovinu?\nHvala, Ana';
    await callOk<ContactResponse>(callNames.contactUsSendgrid, {
      ...web,
      locale: 'hr',
      data: { ...form(email), message },
    });
    const mail = (await mailTo('podrska@primjer.hr')).find((sent) => sent.replyTo?.email === email);
    expect(mail?.text).toContain(message);
  });

  it('refuses a line break in a name, which would reach the mail’s subject, and a control character anywhere', async () => {
    for (const [data, field] of [
      [{ firstName: 'Ana\r\nBcc: svi@primjer.hr' }, 'data.firstName'],
      [{ lastName: 'Marić\n' }, 'data.lastName'],
      [{ message: 'Zanima me vrijedi li polica\u001b[2J i u BiH.' }, 'data.message'],
    ] as const) {
      const email = uniqueEmail();
      const error = await callError(callNames.contactUsSendgrid, {
        ...web,
        locale: 'hr',
        data: { ...form(email), ...data },
      });
      expect(error).toEqual({
        status: 'INVALID_ARGUMENT',
        message: errorKeys.validation,
        details: { errorKey: errorKeys.validation, fields: { [field]: 'invalid' } },
      });
      expect(await findDocs(collections.contactMessages, 'email', email)).toEqual([]);
      expect((await mailTo('podrska@primjer.hr')).some((sent) => sent.replyTo?.email === email)).toBe(false);
    }
  });

  it('limits one address to 5 messages an hour, from any IP', async () => {
    await startInsideOneWindow(60 * 60_000);
    const email = uniqueEmail();
    const outcomes = [];
    for (let i = 0; i < 6; i += 1)
      outcomes.push(
        await call(callNames.contactUsSendgrid, { ...web, locale: 'en', data: form(email) }, { ip: randomIp() }),
      );
    expect(outcomes.slice(0, 5).every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes[5]).toMatchObject({
      ok: false,
      error: { status: 'RESOURCE_EXHAUSTED', message: errorKeys.tooManyRequests },
    });
  });

  it('limits one IP to 5 messages an hour, whatever the address', async () => {
    const ip = randomIp();
    const outcomes = [];
    for (let i = 0; i < 6; i += 1)
      outcomes.push(
        await call(callNames.contactUsSendgrid, { ...web, locale: 'hr', data: form(uniqueEmail()) }, { ip }),
      );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(5);
  });
});
