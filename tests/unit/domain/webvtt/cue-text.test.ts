// W3C WebVTT §6.4 "WebVTT cue text parsing rules" (tokenizer and tree construction): the safe
// node tree a renderer turns into DOM with createElement / textContent only.
import { describe, expect, it } from 'vitest';
import {
  CUE_ELEMENT_NAMES,
  MAX_CUE_TEXT_DEPTH,
  cueNodesToPlainText,
  parseCueText,
  type CueTextNode,
} from '../../../../core/src/domain/webvtt/index.ts';

const text = (value: string): CueTextNode => ({ type: 'text', value });
const el = (
  tag: string,
  children: CueTextNode[],
  extra: { classes?: string[]; annotation?: string; lang?: string } = {},
): CueTextNode =>
  ({ type: 'element', tag, classes: extra.classes ?? [], annotation: extra.annotation ?? '', lang: extra.lang ?? '', children }) as CueTextNode;

/** Every tag name in a tree. */
function tags(nodes: readonly CueTextNode[]): string[] {
  return nodes.flatMap((n) => (n.type === 'element' ? [n.tag, ...tags(n.children)] : []));
}

describe('W3C §6.4 tree construction: known tags', () => {
  it('reads plain text as one text node', () => {
    expect(parseCueText('Hello world')).toEqual([text('Hello world')]);
  });

  it.each(['i', 'b', 'u', 'c'])('reads <%s> as an element', (tag) => {
    expect(parseCueText(`a <${tag}>b</${tag}> c`)).toEqual([text('a '), el(tag, [text('b')]), text(' c')]);
  });

  it('reads nested tags', () => {
    expect(parseCueText('<b>bold <i>both <u>all</u></i></b>')).toEqual([
      el('b', [text('bold '), el('i', [text('both '), el('u', [text('all')])])]),
    ]);
  });

  it('reads class names of <c.a.b> and drops empty ones', () => {
    expect(parseCueText('<c.yellow.bg_blue>x</c><b..loud.>y</b>')).toEqual([
      el('c', [text('x')], { classes: ['yellow', 'bg_blue'] }),
      el('b', [text('y')], { classes: ['loud'] }),
    ]);
  });

  it('reads the voice of <v Name> with whitespace collapsed', () => {
    expect(parseCueText('<v.loud   Mary   Ann >Hi</v>')).toEqual([el('v', [text('Hi')], { classes: ['loud'], annotation: 'Mary Ann' })]);
  });

  it('keeps a <v> left open to the end of the cue (W3C: the end tag is optional)', () => {
    expect(parseCueText('<v Bob>Hi there')).toEqual([el('v', [text('Hi there')], { annotation: 'Bob' })]);
  });

  it('reads <lang> and gives nested nodes the applicable language', () => {
    expect(parseCueText('<lang en>Hello <i>there</i><lang fr>bonjour</lang></lang>x')).toEqual([
      el('lang', [text('Hello '), el('i', [text('there')], { lang: 'en' }), el('lang', [text('bonjour')], { annotation: 'fr', lang: 'fr' })], {
        annotation: 'en',
        lang: 'en',
      }),
      text('x'),
    ]);
  });

  it('reads <ruby> with <rt>, and </ruby> inside <rt> closes both', () => {
    expect(parseCueText('<ruby>漢<rt>kan</ruby>after')).toEqual([el('ruby', [text('漢'), el('rt', [text('kan')])]), text('after')]);
  });

  it('ignores <rt> outside <ruby>', () => {
    expect(parseCueText('<rt>x</rt>')).toEqual([text('x')]);
  });

  it('reads timestamp tags, and ignores malformed ones', () => {
    expect(parseCueText('a<00:00:01.500>b<1:2>c')).toEqual([text('a'), { type: 'timestamp', time: 1.5 }, text('bc')]);
  });

  it('is case-sensitive: <B> is an unknown tag', () => {
    expect(parseCueText('<B>x</B>')).toEqual([text('x')]);
  });
});

describe('W3C §6.4: unknown, unclosed and mismatched tags', () => {
  it('drops <script> tags but keeps their text, never markup (renderer safety)', () => {
    const nodes = parseCueText('Hi <script>alert("x")</script>!');
    expect(nodes).toEqual([text('Hi alert("x")!')]);
    expect(tags(nodes)).toEqual([]);
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<a href="javascript:alert(1)">link</a>',
    '<div><span style="x">t</span></div>',
    '<svg onload=alert(1)>',
    '<!-- comment -->',
    '<?php echo 1 ?>',
  ])('treats HTML %s as unknown tags: no element survives', (html) => {
    expect(tags(parseCueText(html))).toEqual([]);
  });

  it('keeps attributes of known tags out of the tree (<b onclick=…> is just <b>)', () => {
    expect(parseCueText('<b onclick="alert(1)">x</b>')).toEqual([el('b', [text('x')])]);
  });

  it('only allows the fixed element table for rendering', () => {
    expect(Object.values(CUE_ELEMENT_NAMES).sort()).toEqual(['b', 'i', 'rt', 'ruby', 'span', 'span', 'span', 'u']);
  });

  it('closes unclosed tags at the end of the cue', () => {
    expect(parseCueText('<b>bold <i>italic')).toEqual([el('b', [text('bold '), el('i', [text('italic')])])]);
  });

  it('ignores an end tag that does not match the current element', () => {
    expect(parseCueText('<b>a</i>b</b>c')).toEqual([el('b', [text('ab')]), text('c')]);
  });

  it('ignores an end tag with no open element', () => {
    expect(parseCueText('a</b>b')).toEqual([text('ab')]);
  });

  it('ends a tag at the end of input (EOF in the tag state)', () => {
    expect(parseCueText('a <b')).toEqual([text('a '), el('b', [])]);
    expect(parseCueText('a <')).toEqual([text('a ')]);
  });

  it('reads "<>" and "< b>" as tags with an empty name, which are dropped', () => {
    expect(parseCueText('a<>b< b>c')).toEqual([text('abc')]);
  });

  it(`stops nesting at ${MAX_CUE_TEXT_DEPTH} levels but keeps all text`, () => {
    const deep = '<b>'.repeat(10_000) + 'deep' + '</b>'.repeat(10_000);
    const nodes = parseCueText(deep);
    expect(tags(nodes)).toHaveLength(MAX_CUE_TEXT_DEPTH);
    expect(cueNodesToPlainText(nodes)).toBe('deep');
  });
});

describe('W3C §6.4 HTML character references', () => {
  it.each([
    ['&amp;', '&'],
    ['&lt;', '<'],
    ['&gt;', '>'],
    ['&lrm;', '\u200E'],
    ['&rlm;', '\u200F'],
    ['&nbsp;', '\u00A0'],
    ['&quot;', '"'],
    ['&apos;', "'"],
    ['&eacute;', 'é'],
    ['&hellip;', '…'],
    ['&euro;', '€'],
    ['&#65;', 'A'],
    ['&#x41;', 'A'],
    ['&#X1F600;', '😀'],
    ['&#128512;', '😀'],
    ['&#0;', '\uFFFD'],
    ['&#xD800;', '\uFFFD'],
    ['&#x110000;', '\uFFFD'],
    ['&#99999999999999999999;', '\uFFFD'],
    ['&#x80;', '€'],
    ['&#65', 'A'],
    ['&amp', '&'],
  ])('decodes %s', (ref, decoded) => {
    expect(parseCueText(`[${ref}]`)).toEqual([text(`[${decoded}]`)]);
  });

  it.each(['&unknown;', '&;', '& ', '&#;', '&#x;', '&hellip'])('keeps %s as literal text', (ref) => {
    expect(parseCueText(`[${ref}]`)).toEqual([text(`[${ref}]`)]);
  });

  it('keeps an escaped tag as text, not markup', () => {
    expect(parseCueText('&lt;script&gt;alert(1)&lt;/script&gt;')).toEqual([text('<script>alert(1)</script>')]);
  });

  it('decodes references in a voice annotation', () => {
    expect(parseCueText('<v Tom &amp; Jerry>x</v>')).toEqual([el('v', [text('x')], { annotation: 'Tom & Jerry' })]);
  });
});

describe('plain-text flattening', () => {
  it('drops tags and timestamps, keeps all text and decodes references', () => {
    expect(cueNodesToPlainText(parseCueText('<v Bob><b>Tom</b> &amp; <i>Jerry</i><00:01.000> <ruby>漢<rt>kan</rt></ruby></v>'))).toBe('Tom & Jerry 漢kan');
  });

  it('returns text without markup unchanged', () => {
    expect(cueNodesToPlainText(parseCueText('just text\nsecond line'))).toBe('just text\nsecond line');
  });
});
