import { htmlToText, plainTextOf, stripCantillation, stripPoints, toSpeechText } from './hebrew';

// Genesis 1:2 as in the Westminster Leningrad Codex, with points and cantillation.
const ACCENTED = 'וְהָאָ֗רֶץ הָיְתָ֥ה תֹ֨הוּ֙ וָבֹ֔הוּ וְחֹ֖שֶׁךְ עַל־פְּנֵ֣י תְה֑וֹם';
const POINTED = 'וְהָאָרֶץ הָיְתָה תֹהוּ וָבֹהוּ וְחֹשֶׁךְ עַל־פְּנֵי תְהוֹם';
const PLAIN = 'והארץ היתה תהו ובהו וחשך על־פני תהום';

describe('stripPoints', () => {
  it('removes vowel points and cantillation, keeps letters and maqaf', () => {
    expect(stripPoints(ACCENTED)).toBe(PLAIN);
    expect(stripPoints(POINTED)).toBe(PLAIN);
  });

  it('removes meteg, rafe, shin/sin dots, upper/lower dots and qamats qatan', () => {
    expect(stripPoints('הַמָּֽיִם שׂ שׁ ב\u05BF א\u05C4 א\u05C5 כ\u05C7')).toBe('המים ש ש ב א א כ');
  });

  it('leaves paseq, sof pasuq and text in other scripts alone', () => {
    expect(stripPoints('א ׀ ב׃ abc 123')).toBe('א ׀ ב׃ abc 123');
  });
});

describe('stripCantillation', () => {
  it('keeps the vowel points', () => {
    expect(stripCantillation(ACCENTED)).toBe(POINTED);
  });
});

describe('toSpeechText', () => {
  it('reads maqaf as a word break, paseq as nothing and sof pasuq as a full stop', () => {
    expect(toSpeechText('וַיֹּ֣אמֶר ׀ אֱלֹהִ֔ים עַל־פְּנֵ֣י הַמָּֽיִם׃')).toBe('ויאמר אלהים על פני המים.');
  });

  it('can keep the vowel points while dropping cantillation', () => {
    expect(toSpeechText('עַל־פְּנֵ֣י הַמָּֽיִם׃', true)).toBe('עַל פְּנֵי הַמָּֽיִם.');
  });
});

describe('htmlToText', () => {
  it('puts each block on its own line and decodes entities', () => {
    expect(
      htmlToText(
        '<h1>כותרת</h1><p>a &amp; b&nbsp;&lt;c&gt; &#1488;&#x5D1;</p><ul><li>one</li><li>two</li></ul>x<br>y',
      ),
    ).toBe('כותרת\na & b <c> אב\none\ntwo\nx\ny');
  });

  it('drops the content of scripts and styles', () => {
    expect(htmlToText('<p>ok<script>alert(1)</script><style>p{}</style></p>')).toBe('ok');
  });

  it('does not decode twice', () => {
    expect(htmlToText('&amp;lt; &bogus;')).toBe('&lt; &bogus;');
  });
});

describe('plainTextOf', () => {
  it('is the text without tags, points or cantillation', () => {
    expect(plainTextOf(`<p><strong>${ACCENTED}</strong></p>`)).toBe(PLAIN);
  });
});
