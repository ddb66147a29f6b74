import { describe, expect, it } from 'vitest';
import { ZCreateTemplateInput } from '../agreements/schemas';
import { fRichText, sanitizeRichText } from './rich-text';

// The editor's HTML as stored (ADR 0022 "Templates are the editor's HTML"): only the tags the editor's
// mode makes survive, without attributes; everything else is text.

describe('sanitizeRichText, marks (house rules, notes)', () => {
  it('keeps paragraphs, breaks and marks, without attributes', () => {
    expect(
      sanitizeRichText('<p class="x" onclick="y()">A<br/><strong>b</strong><em>c</em><u>d</u></p>'),
    ).toBe('<p>A<br><strong>b</strong><em>c</em><u>d</u></p>');
  });

  it('drops headings, lists and tables as today', () => {
    expect(sanitizeRichText('<h2>T</h2><ul><li>one</li></ul><table><tr><td>c</td></tr></table>')).toBe(
      'Tonec',
    );
  });

  it('drops scripts, links and styles, and escapes stray markup', () => {
    expect(sanitizeRichText('<script>alert(1)</script><a href="javascript:x">link</a>')).toBe('alert(1)link');
    expect(sanitizeRichText('1 < 2 "q"')).toBe('1 &lt; 2 &quot;q&quot;');
    expect(sanitizeRichText('<p></p>')).toBe('');
  });
});

describe('sanitizeRichText, document (agreement templates)', () => {
  const doc = (html: string) => sanitizeRichText(html, 'document');

  it('keeps h2/h3 headings, bulleted and numbered lists and simple tables', () => {
    const html =
      '<h2>Title</h2><h3>Part</h3><ul><li><p>a</p></li></ul><ol><li><p>b</p></li></ol>' +
      '<table><thead><tr><th><p>H</p></th></tr></thead><tbody><tr><td><p>c</p></td></tr></tbody></table>';
    expect(doc(html)).toBe(html);
  });

  it('strips attributes from them (no styles, widths or merged cells) and drops colgroups', () => {
    expect(
      doc(
        '<table style="min-width: 75px"><colgroup><col style="min-width:25px"></colgroup><tbody><tr><td colspan="2" rowspan="1" onmouseover="x()"><p>c</p></td></tr></tbody></table>',
      ),
    ).toBe('<table><tbody><tr><td><p>c</p></td></tr></tbody></table>');
    expect(doc('<ol start="3" type="a"><li data-x="1">x</li></ol>')).toBe('<ol><li>x</li></ol>');
  });

  it('still refuses every other tag: other heading levels, quotes, code, links, scripts, images', () => {
    expect(
      doc(
        '<h1>Big</h1><h4>Small</h4><blockquote>q</blockquote><pre><code>c</code></pre><a href="x">l</a><img src=x onerror=alert(1)><script>s()</script><iframe></iframe>',
      ),
    ).toBe('BigSmallqcls()');
  });

  it('is what the template calls store', () => {
    const parsed = ZCreateTemplateInput.parse({
      kind: 'tenancy',
      name: 'Short',
      language: 'en',
      body: '<h2 id="t">Rent</h2><ul><li><p>{{monthly_rent}}</p></li></ul><script>x</script>',
    });
    expect(parsed.body).toBe('<h2>Rent</h2><ul><li><p>{{monthly_rent}}</p></li></ul>x');
    expect(fRichText().parse('<h2>Rent</h2>')).toBe('Rent');
  });
});
