import { describe, expect, it } from 'vitest';
import { htmlToSlate, slateToHtml } from './html';

const roundTrip = (html: string) => slateToHtml(htmlToSlate(html));

// Genesis 1:1 with vowel points and cantillation marks (te'amim), as stored.
const GENESIS_1_1 = 'בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃';

describe('html round-trip', () => {
  it.each([
    ['a paragraph', '<p>In the beginning</p>'],
    ['several paragraphs', '<p>One</p><p>Two</p><p>Three</p>'],
    ['an empty paragraph between others', '<p>One</p><p></p><p>Two</p>'],
    ['bold', '<p>a <strong>bold</strong> word</p>'],
    ['italic', '<p>an <em>italic</em> word</p>'],
    ['underline', '<p>an <u>underlined</u> word</p>'],
    ['all marks at once', '<p><strong><em><u>all three</u></em></strong></p>'],
    ['heading 2', '<h2>Genesis</h2><p>Chapter one</p>'],
    ['heading 3', '<h3>The first day</h3>'],
    ['a bulleted list', '<ul><li>Light</li><li>Sky</li><li><strong>Land</strong></li></ul>'],
    ['a numbered list', '<ol><li>First</li><li>Second</li></ol>'],
    ['an empty list item', '<ul><li>One</li><li></li></ul>'],
    ['a line break', '<p>first line<br>second line</p>'],
    ['escaped characters', '<p>a &lt;b&gt; &amp; c &gt; d</p>'],
    ['Hebrew with niqqud and cantillation', `<p>${GENESIS_1_1}</p>`],
    ['Hebrew with marks', `<h2>בְּרֵאשִׁית</h2><p><strong>${GENESIS_1_1}</strong> וְהָאָ֗רֶץ</p>`],
  ])('keeps %s unchanged', (_name, html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it('preserves Hebrew points and cantillation byte for byte', () => {
    const [block] = htmlToSlate(`<p>${GENESIS_1_1}</p>`);
    expect(block).toEqual({ type: 'paragraph', children: [{ text: GENESIS_1_1 }] });
    expect(Buffer.from(roundTrip(`<p>${GENESIS_1_1}</p>`))).toEqual(Buffer.from(`<p>${GENESIS_1_1}</p>`));
  });
});

describe('htmlToSlate', () => {
  it('gives one empty paragraph for empty input', () => {
    const empty = [{ type: 'paragraph', children: [{ text: '' }] }];
    expect(htmlToSlate('')).toEqual(empty);
    expect(htmlToSlate('   \n ')).toEqual(empty);
    expect(htmlToSlate('<script>alert(1)</script>')).toEqual(empty);
  });

  it('reads marks, nested', () => {
    expect(htmlToSlate('<p><strong>a<em>b</em></strong>c</p>')).toEqual([
      {
        type: 'paragraph',
        children: [{ text: 'a', bold: true }, { text: 'b', bold: true, italic: true }, { text: 'c' }],
      },
    ]);
  });

  it('reads lists as list items inside a list block', () => {
    expect(htmlToSlate('<ol><li>one</li><li><em>two</em></li></ol>')).toEqual([
      {
        type: 'numbered-list',
        children: [
          { type: 'list-item', children: [{ text: 'one' }] },
          { type: 'list-item', children: [{ text: 'two', italic: true }] },
        ],
      },
    ]);
  });
});

describe('normalisation of HTML from elsewhere', () => {
  it.each([
    ['drops scripts with their content', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['drops event handlers', '<p onclick="alert(1)">a<img src=x onerror="alert(2)"></p>', '<p>a</p>'],
    ['drops styles with their content', '<style>p{color:red}</style><p>a</p>', '<p>a</p>'],
    [
      'flattens unknown inline tags to their text',
      '<p>see <a href="https://x.y">this</a> <span>verse</span></p>',
      '<p>see this verse</p>',
    ],
    ['flattens unknown wrappers around blocks', '<section><p>a</p><p>b</p></section>', '<p>a</p><p>b</p>'],
    [
      'turns div lines into paragraphs',
      '<div>a</div><div>b <b>c</b></div>',
      '<p>a</p><p>b <strong>c</strong></p>',
    ],
    ['wraps loose text in a paragraph', 'just text', '<p>just text</p>'],
    [
      'keeps loose text apart from blocks',
      'before<p>inside</p>after',
      '<p>before</p><p>inside</p><p>after</p>',
    ],
    [
      'reads b and i as strong and em',
      '<p><b>bold</b> <i>italic</i></p>',
      '<p><strong>bold</strong> <em>italic</em></p>',
    ],
    [
      'merges adjacent runs with the same marks',
      '<p><strong>a</strong><strong>b</strong></p>',
      '<p><strong>ab</strong></p>',
    ],
    ['maps h1 to h2 and h4 to h3', '<h1>a</h1><h4>b</h4>', '<h2>a</h2><h3>b</h3>'],
    ['ignores formatting whitespace between blocks', '\n  <p>a</p>\n  <p>b</p>\n', '<p>a</p><p>b</p>'],
    ['collapses whitespace inside text as a browser does', '<p>a\n   b</p>', '<p>a b</p>'],
    [
      'flattens nested lists into one level',
      '<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>',
      '<ul><li>a</li><li>b</li><li>c</li></ul>',
    ],
    ['drops empty lists', '<ul></ul><p>a</p>', '<p>a</p>'],
    ['drops attributes', '<p dir="rtl" class="x" style="color:red">a</p>', '<p>a</p>'],
    ['gives an empty string for an empty paragraph', '<p></p>', ''],
  ])('%s', (_name, input, expected) => {
    expect(roundTrip(input)).toBe(expected);
    // Once normalised, the HTML is stable.
    expect(roundTrip(expected)).toBe(expected);
  });
});

describe('slateToHtml', () => {
  it('gives an empty string for an empty document', () => {
    expect(slateToHtml([{ type: 'paragraph', children: [{ text: '' }] }])).toBe('');
  });

  it('escapes text, so typed markup stays text', () => {
    expect(slateToHtml([{ type: 'paragraph', children: [{ text: '<script>x</script> & "q"' }] }])).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt; &amp; "q"</p>',
    );
  });

  it('writes a line break inside a run as <br>', () => {
    expect(slateToHtml([{ type: 'paragraph', children: [{ text: 'a\nb', italic: true }] }])).toBe(
      '<p><em>a<br>b</em></p>',
    );
  });
});
