import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting and Hebrew with points and cantillation', () => {
    const html =
      '<h2>בְּרֵאשִׁ֖ית</h2><p><strong>a</strong> <b>b</b> <em>c</em> <i>d</i> <u>e</u><br></p><ol><li>1</li></ol><ul><li>2</li></ul><blockquote>q</blockquote><span dir="rtl">ר</span>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('removes scripts, event handlers, styles and embedded content', () => {
    const out = sanitizeRichText(
      '<p onclick="steal()" style="color:red">x<script>alert(1)</script></p><img src=x onerror=alert(1)><iframe src="https://e.com"></iframe><svg onload=alert(1)><circle/></svg><style>*{}</style>',
    );
    expect(out).toBe('<p>x</p>');
  });

  it('keeps https links only', () => {
    expect(
      sanitizeRichText('<a href="https://example.org/a?b=1&c=2" target="_blank" onmouseover="x()">ok</a>'),
    ).toBe('<a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer">ok</a>');
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'http://e.org',
      '//e.org',
      '/local',
      'data:text/html,x',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('keeps dir on spans only with a real direction', () => {
    expect(sanitizeRichText('<span dir="ltr" class="c">a</span><span dir="x">b</span>')).toBe(
      '<span dir="ltr">a</span><span>b</span>',
    );
  });

  it('turns blocks outside the list into allowed ones so lines stay apart', () => {
    expect(sanitizeRichText('<h5>a</h5><div>b</div>')).toBe('<h4>a</h4><p>b</p>');
  });
});
