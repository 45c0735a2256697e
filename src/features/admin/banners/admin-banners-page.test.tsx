import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callNames } from '@contracts/call-names';
import hr from '../../../../locales/hr/admin.json';
import { adminPaths } from '../admin-sections';
import { banner, openConsole, signOutAfterEach } from '../../../test/admin-kit';
import { answerCall } from '../../../test/callables';

afterEach(signOutAfterEach);

const { formats } = hr.banners;

async function openBanners(banners = [banner()]) {
  answerCall(callNames.adminListBanners, { items: banners, total: banners.length });
  const view = await openConsole(adminPaths['admin-banners'], 'admin-banners');
  await screen.findByRole('heading', {
    level: 2,
    name: `${hr.banners.placements.homepage} (${banners.filter((b) => b.placement === 'homepage').length})`,
  });
  return view;
}

const toolbarButtons = () =>
  within(screen.getByRole('toolbar', { name: hr.banners.toolbar }))
    .getAllByRole('button')
    .map((button) => button.textContent);

const preview = () => screen.getByTestId('banner-preview');

/** Selects the text of `node` as staff would with the mouse. */
function select(node: Node) {
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
}

describe('the banners', () => {
  it('lists each placement’s banners as drivers see them, the active one marked', async () => {
    await openBanners([
      banner(),
      banner({ bannerId: 'banner-2', active: false, html: '<p>Stara akcija</p>' }),
      banner({ bannerId: 'banner-3', placement: 'onboarding', html: '<p>Korak po korak</p>' }),
    ]);
    const homepage = screen.getByRole('region', { name: `${hr.banners.placements.homepage} (2)` });
    expect(
      within(homepage)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining(`${hr.banners.isActive} Predložak: Osnovni`),
      expect.stringContaining(hr.banners.isInactive),
    ]);
    expect(within(homepage).getByText('Novo:').tagName).toBe('STRONG');
    expect(screen.getByRole('region', { name: `${hr.banners.placements.onboarding} (1)` })).toHaveTextContent(
      'Korak po korak',
    );
  });

  it('offers in the toolbar only the formats of the banner’s preset', async () => {
    const { user } = await openBanners();
    await user.click(screen.getByRole('button', { name: hr.banners.edit }));
    expect(toolbarButtons()).toEqual([formats.bold, formats.italic, formats.link]);
    await user.selectOptions(screen.getByRole('combobox', { name: hr.banners.preset }), 'image');
    expect(toolbarButtons()).toEqual([formats.bold, formats.italic, formats.link, formats.image]);
    await user.selectOptions(screen.getByRole('combobox', { name: hr.banners.preset }), 'small');
    expect(toolbarButtons()).toEqual([formats.bold, formats.italic, formats.link, formats.small]);
  });

  it('previews through the site’s sanitiser: no script, no handler', async () => {
    const { user } = await openBanners();
    await user.click(screen.getByRole('button', { name: hr.banners.edit }));
    await user.click(screen.getByRole('button', { name: hr.banners.editSource }));
    const source = screen.getByRole('textbox', { name: 'Tekst (Hrvatski)' });
    await user.clear(source);
    source.focus();
    await user.paste('<p onclick="window.hacked=1">Zimska <em>akcija</em><script>window.hacked=2</script></p>');
    await waitFor(() => expect(preview()).toHaveTextContent('Zimska akcija'));
    expect(preview().querySelector('script, [onclick]')).toBeNull();
    expect(preview().querySelector('em')).toHaveTextContent('akcija');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('formats selected text from the toolbar, and the preview follows', async () => {
    const { user } = await openBanners([banner({ html: '<p>Zimska akcija</p>' })]);
    await user.click(screen.getByRole('button', { name: hr.banners.edit }));
    const editor = screen.getByRole('textbox', { name: 'Tekst (Hrvatski)' });
    select(within(editor).getByText('Zimska akcija').firstChild!);
    await user.click(screen.getByRole('button', { name: formats.bold }));
    await waitFor(() => expect(preview().querySelector('strong')).toHaveTextContent('Zimska akcija'));
  });

  it('saves a new banner: its preset, both texts as the preview shows them, and whether it is active', async () => {
    const saves = answerCall(callNames.adminSaveBanner, {
      banner: banner({
        bannerId: 'banner-9',
        preset: 'small',
        updatedBy: 'podrska@primjer.hr',
        updatedAt: '2026-11-20T12:00:00.000Z',
      }),
    });
    const { user } = await openBanners([]);
    await user.click(screen.getByRole('button', { name: `Novi banner: ${hr.banners.placements.homepage}` }));
    await user.selectOptions(screen.getByRole('combobox', { name: hr.banners.preset }), 'small');

    await user.click(screen.getByRole('button', { name: hr.banners.editSource }));
    screen.getByRole('textbox', { name: 'Tekst (Hrvatski)' }).focus();
    await user.paste('<p>Zimska akcija <small>do 31.12.</small><img src="/x.png" alt="x"></p>');
    await user.click(screen.getByRole('button', { name: hr.banners.editSource }));

    await user.click(screen.getByRole('tab', { name: hr.banners.language.en }));
    const english = screen.getByRole('textbox', { name: 'Tekst (Engleski)' });
    await user.click(english);
    await user.keyboard('Winter offer');
    await waitFor(() => expect(preview()).toHaveTextContent('Winter offer'));

    await user.click(screen.getByRole('checkbox', { name: hr.banners.active }));
    await user.click(screen.getByRole('button', { name: hr.banners.save }));
    expect(await screen.findByText(hr.banners.saved)).toBeVisible();
    expect(saves).toEqual([
      expect.objectContaining({
        bannerId: null,
        placement: 'homepage',
        preset: 'small',
        html: '<p>Zimska akcija <small>do 31.12.</small></p>',
        htmlEn: 'Winter offer',
        active: true,
      }),
    ]);
  });

  it('refuses to save a banner without Croatian text, and says which text', async () => {
    const saves = answerCall(callNames.adminSaveBanner, { banner: banner() });
    const { user } = await openBanners([]);
    await user.click(screen.getByRole('button', { name: `Novi banner: ${hr.banners.placements.homepage}` }));
    await user.click(screen.getByRole('button', { name: hr.banners.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Hrvatski: ${hr.banners.errors.required}`);
    expect(saves).toEqual([]);
  });
});
