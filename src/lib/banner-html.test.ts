import { describe, expect, it } from 'vitest';
import { bannerPresetOf, sanitizeBannerHtml } from './banner-html';

describe('the banner sanitiser', () => {
  it('lets through the default preset’s bold, italic and links in paragraphs, and nothing else', () => {
    expect(
      sanitizeBannerHtml(
        '<p><strong>Novo</strong> <em>sada</em><br><a href="/car-insurance">više</a> <small>uvjeti</small>' +
          '<img src="/images/logo.png" alt="logo"><span style="color:red">crveno</span></p>',
      ),
    ).toBe('<p><strong>Novo</strong> <em>sada</em><br><a href="/car-insurance">više</a> uvjeticrveno</p>');
  });

  it('keeps small print only in the small preset, and images only in the image preset', () => {
    expect(sanitizeBannerHtml('<p><small>uvjeti</small></p>', 'small')).toBe('<p><small>uvjeti</small></p>');
    expect(sanitizeBannerHtml('<p><small>uvjeti</small></p>', 'image')).toBe('<p>uvjeti</p>');
    expect(sanitizeBannerHtml('<img src="/a.png" alt="A" width="20" height="10" title="t">', 'image')).toBe(
      '<img src="/a.png" alt="A" width="20" height="10">',
    );
    expect(sanitizeBannerHtml('<img src="/a.png" alt="A">', 'small')).toBe('');
  });

  it('takes images from the site only: not another origin, not a protocol-relative or backslash path', () => {
    for (const src of ['https://cdn.example/a.png', '//cdn.example/a.png', '/\\cdn.example/a.png', 'a.png', 'data:x'])
      expect(sanitizeBannerHtml(`<p>x<img src="${src}" alt="A"></p>`, 'image'), src).toBe('<p>x</p>');
  });

  it('keeps links to the web, e-mail, phone and site pages, and drops the href of anything else', () => {
    const hrefOf = (href: string) => {
      const holder = document.createElement('div');
      holder.innerHTML = sanitizeBannerHtml(`<a href="${href}">x</a>`);
      return holder.querySelector('a')?.getAttribute('href') ?? null;
    };
    for (const href of ['https://primjer.hr', 'http://primjer.hr', 'mailto:a@primjer.hr', 'tel:+38511111', '/faq'])
      expect(hrefOf(href), href).toBe(href);
    for (const href of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'ftp://x', 'data:text/html,x'])
      expect(hrefOf(href), href).toBeNull();
  });

  it('gives a link to a new tab rel=noopener noreferrer, and drops any other target', () => {
    expect(sanitizeBannerHtml('<a href="/faq" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="/faq" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeBannerHtml('<a href="/faq" target="_top">x</a>')).toBe('<a href="/faq">x</a>');
  });

  it('drops scripts with their text, handlers, data and aria attributes', () => {
    expect(
      sanitizeBannerHtml(
        '<p onclick="alert(1)" data-x="1" aria-hidden="true">Akcija<script>alert(2)</script></p>',
        'image',
      ),
    ).toBe('<p>Akcija</p>');
  });

  it('reads a missing or unknown preset as the default one', () => {
    expect(bannerPresetOf(undefined)).toBe('default');
    expect(bannerPresetOf('constructor')).toBe('default');
    expect(bannerPresetOf('huge')).toBe('default');
    expect(bannerPresetOf('small')).toBe('small');
  });
});
