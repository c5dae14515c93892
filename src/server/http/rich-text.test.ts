import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { cleanMultiLanguageContent, sanitizeRichText } from './rich-text';

/** Markup that must never come back out of the sanitiser. */
const DANGEROUS =
  /<script|<style|<iframe|<img|<svg|<object|<embed|<form|<input|on\w+=|javascript:|data:|expression\(|url\(/i;

describe('sanitizeRichText', () => {
  it('keeps the allow-list as it is', () => {
    const html =
      '<h1>T</h1><h2>a</h2><h3>b</h3><h4>c</h4><p>A <strong>b</strong> <b>c</b> <em>d</em> <i>e</i> <u>f</u> <s>g</s> <span>h</span><br />i</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>' +
      '<p style="text-align:right">r</p><a href="mailto:a@example.com">m</a> <a href="http://example.com/?a=1&amp;b=2">h</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<p>x<script src="https://evil.example.com/x.js"></script></p>', '<p>x</p>'],
    ['<img src=x onerror=alert(1)>x', 'x'],
    ['<p onclick="a()" onmouseover="b()">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="/relative">x</a><a href="//evil.example.com">y</a>', '<a>x</a><a>y</a>'],
    ['<a href="https://e.com" target="_top" rel="opener">x</a>', '<a href="https://e.com">x</a>'],
    [
      '<a href="https://e.com" target="_blank">x</a>',
      '<a href="https://e.com" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['<p style="width:expression(alert(1))">x</p>', '<p>x</p>'],
    [
      '<p style="text-align:center;background-image:url(javascript:alert(1))">x</p>',
      '<p style="text-align:center">x</p>',
    ],
    ['<p style="text-align:expression(1)">x</p>', '<p>x</p>'],
    ['<span style="color:red" class="c" id="i">x</span>', '<span>x</span>'],
    ['<iframe src="https://e.com"></iframe><object data="x"></object><embed src="x">x', 'x'],
    ['<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">s</a></svg>x', 'x'],
    ['<math><mi xlink:href="javascript:alert(1)">m</mi></math>x', 'x'],
    ['<form action="https://e.com"><input name="a" value="b"><button>go</button></form>', 'go'],
    ['<style>*{display:none}</style><!-- <script>alert(1)</script> -->x', 'x'],
    ['<div>block</div><h6>six</h6><del>d</del>', '<p>block</p><h4>six</h4><s>d</s>'],
    ['a < b & c > d', 'a &lt; b &amp; c &gt; d'],
    ['<p>&nbsp;</p><p><br></p>', ''],
  ])('%j → %j', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
    expect(sanitizeRichText(input)).not.toMatch(DANGEROUS);
  });

  it('is idempotent: sanitising stored text changes nothing', () => {
    const once = sanitizeRichText(
      '<p style="text-align:left">a<img src=x onerror=y> &amp; <a href="https://e.com" target="_blank">b</a></p>',
    );
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('treats null and undefined as empty', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
  });
});

describe('cleanMultiLanguageContent', () => {
  it('sanitises both locales and stores a blank Spanish text as empty', () => {
    expect(cleanMultiLanguageContent({ en: '<p>Hi<script>x</script></p>', es: '<p> </p>' })).toEqual({
      en: '<p>Hi</p>',
      es: '',
    });
  });

  it('refuses English that is empty once sanitised, naming the field', () => {
    try {
      cleanMultiLanguageContent({ en: '<script>alert(1)</script>', es: `<p>${'x'.repeat(14001)}</p>` });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).violations).toEqual([
        { field: 'multi_language_content.en', message: "'English content' is required" },
        { field: 'multi_language_content.es', message: "'Spanish content' cannot be longer than 14000 characters" },
      ]);
    }
  });
});
