import { describe, expect, it } from 'vitest';
import {
  isAllowedLink,
  isRichTextEmpty,
  RICH_TEXT_MAX,
  richTextExcerpt,
  richTextLength,
  richTextPlain,
  richTextProblem,
  richTextVariables,
  TAX_TEXTS,
} from './rich-text';

describe('richTextPlain', () => {
  it('keeps the visible text: tags removed, entities decoded, a line per block', () => {
    expect(richTextPlain('<p>One <strong>two</strong></p><ul><li>a &amp; b</li><li>&lt;c&gt;</li></ul>')).toBe(
      'One two\na & b\n<c>',
    );
    expect(richTextPlain('<p>x<br>y</p>')).toBe('x\ny');
    expect(richTextPlain('&#233;&#x1F600;&nbsp;&unknown;')).toBe('é😀\u00a0&unknown;');
    expect(richTextPlain(null)).toBe('');
  });

  it('drops what scripts, styles and comments hold', () => {
    expect(richTextPlain('<p>a</p><script>var x = "<p>no</p>";</script><style>p{}</style><!-- hidden -->b')).toBe(
      'a\nb',
    );
  });
});

describe('isRichTextEmpty (MKT-07)', () => {
  it.each([
    '',
    '   ',
    '<p></p>',
    '<p><br></p>',
    '<p>&nbsp;</p>',
    '<p> </p><p>\u200b</p>',
    '<ul><li></li></ul>',
    '<script>alert(1)</script>',
  ])('%j is empty', (html) => {
    expect(isRichTextEmpty(html)).toBe(true);
  });

  it.each(['x', '<p>.</p>', '<p>&amp;</p>', '<a href="https://e.com">link</a>'])('%j is not', (html) => {
    expect(isRichTextEmpty(html)).toBe(false);
  });
});

describe('richTextLength and richTextProblem (MKT-08, MKT-09)', () => {
  it('counts characters of text: not tags, not the line breaks between blocks, an entity as one', () => {
    expect(richTextLength('<p><strong>ab</strong></p><p>c&amp;</p>')).toBe(4);
    expect(richTextLength(`<p>${'a'.repeat(RICH_TEXT_MAX)}</p>`)).toBe(RICH_TEXT_MAX);
  });

  it('requires English, takes Spanish as optional, limits both to 14000 characters', () => {
    expect(richTextProblem('en', '<p></p>')).toBe("'English content' is required");
    expect(richTextProblem('es', '<p></p>')).toBeNull();
    expect(richTextProblem('en', `<p>${'a'.repeat(RICH_TEXT_MAX)}</p>`)).toBeNull();
    expect(richTextProblem('en', `<p>${'a'.repeat(RICH_TEXT_MAX + 1)}</p>`)).toBe(
      "'English content' cannot be longer than 14000 characters",
    );
    expect(richTextProblem('es', 'a'.repeat(RICH_TEXT_MAX + 1))).toBe(
      "'Spanish content' cannot be longer than 14000 characters",
    );
    expect(richTextProblem('en', `<p>x</p>${'<b></b>'.repeat(15_000)}`)).toMatch(/at most 100000 characters of HTML/);
  });

  it('makes a one-line excerpt for list cells', () => {
    expect(richTextExcerpt('<p>One</p><p>Two</p>')).toBe('One Two');
    expect(richTextExcerpt(`<p>${'word '.repeat(50)}</p>`, 20)).toBe('word word word word…');
  });
});

describe('links', () => {
  it('allows http, https and mailto only', () => {
    for (const ok of ['https://example.com', 'http://example.com/a?b=1', 'mailto:help@example.com', ' HTTPS://X.COM'])
      expect(isAllowedLink(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      '//evil.com',
      'ftp://x',
      'https://',
      'vbscript:x',
    ])
      expect(isAllowedLink(bad), bad).toBe(false);
  });
});

describe('variables and tax texts (MKT-10..12)', () => {
  it('lists {discountprice} only on promotion forms', () => {
    expect(richTextVariables('description-template').map((v) => v.token)).toEqual(['{tax}', '{price}', '{#oflessons}']);
    expect(richTextVariables('disclosure').map((v) => v.token)).toEqual(['{tax}', '{price}', '{#oflessons}']);
    expect(richTextVariables('promotion').map((v) => v.token)).toEqual([
      '{tax}',
      '{price}',
      '{discountprice}',
      '{#oflessons}',
    ]);
  });

  it('has the English tax texts of the spec and a Spanish one for each', () => {
    expect(TAX_TEXTS.plusApplicableTaxes.en).toBe('plus applicable taxes if any');
    expect(TAX_TEXTS.taxInclusive.en).toBe('tax inclusive');
    expect(TAX_TEXTS.plusApplicableTaxes.es).not.toBe('');
    expect(TAX_TEXTS.taxInclusive.es).not.toBe('');
  });
});
