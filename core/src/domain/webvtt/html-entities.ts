// HTML character references in cue text (W3C WebVTT §6.4 tokenizer, "consume a character
// reference" of HTML). All numeric references are decoded with HTML's repair rules; named
// references cover the HTML 4 set (Latin-1, symbols, Greek, typography) plus &apos;. A name
// outside that set stays literal text, which is safe because cue text only ever becomes text.

// Latin-1 names, in code point order from U+00A0.
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 ' +
  'acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde ' +
  'Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute ' +
  'Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde ' +
  'auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ' +
  'ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

const GREEK_UPPER = 'Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho';
const GREEK_UPPER_2 = 'Sigma Tau Upsilon Phi Chi Psi Omega';
const GREEK_LOWER =
  'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigmaf sigma ' +
  'tau upsilon phi chi psi omega';

// Everything else as name:decimal code point.
const OTHERS =
  'quot:34 amp:38 apos:39 lt:60 gt:62 OElig:338 oelig:339 Scaron:352 scaron:353 Yuml:376 fnof:402 ' +
  'circ:710 tilde:732 thetasym:977 upsih:978 piv:982 ensp:8194 emsp:8195 thinsp:8201 zwnj:8204 ' +
  'zwj:8205 lrm:8206 rlm:8207 ndash:8211 mdash:8212 lsquo:8216 rsquo:8217 sbquo:8218 ldquo:8220 ' +
  'rdquo:8221 bdquo:8222 dagger:8224 Dagger:8225 bull:8226 hellip:8230 permil:8240 prime:8242 ' +
  'Prime:8243 lsaquo:8249 rsaquo:8250 oline:8254 frasl:8260 euro:8364 image:8465 weierp:8472 ' +
  'real:8476 trade:8482 alefsym:8501 larr:8592 uarr:8593 rarr:8594 darr:8595 harr:8596 crarr:8629 ' +
  'lArr:8656 uArr:8657 rArr:8658 dArr:8659 hArr:8660 forall:8704 part:8706 exist:8707 empty:8709 ' +
  'nabla:8711 isin:8712 notin:8713 ni:8715 prod:8719 sum:8721 minus:8722 lowast:8727 radic:8730 ' +
  'prop:8733 infin:8734 ang:8736 and:8743 or:8744 cap:8745 cup:8746 int:8747 there4:8756 sim:8764 ' +
  'cong:8773 asymp:8776 ne:8800 equiv:8801 le:8804 ge:8805 sub:8834 sup:8835 nsub:8836 sube:8838 ' +
  'supe:8839 oplus:8853 otimes:8855 perp:8869 sdot:8901 lceil:8968 rceil:8969 lfloor:8970 ' +
  'rfloor:8971 lang:10216 rang:10217 loz:9674 spades:9824 clubs:9827 hearts:9829 diams:9830';

// HTML "numeric character reference end state": C1 controls are read as windows-1252.
const WINDOWS_1252: Readonly<Record<number, number>> = {
  0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x0192, 0x84: 0x201e, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021,
  0x88: 0x02c6, 0x89: 0x2030, 0x8a: 0x0160, 0x8b: 0x2039, 0x8c: 0x0152, 0x8e: 0x017d, 0x91: 0x2018,
  0x92: 0x2019, 0x93: 0x201c, 0x94: 0x201d, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02dc,
  0x99: 0x2122, 0x9a: 0x0161, 0x9b: 0x203a, 0x9c: 0x0153, 0x9e: 0x017e, 0x9f: 0x0178,
};

let named: Map<string, string> | undefined;

function addRun(table: Map<string, string>, names: string, first: number): void {
  let code = first;
  for (const name of names.split(' ')) table.set(name, String.fromCodePoint(code++));
}

/** The named reference table, built on first use so importing the module costs nothing. */
function namedReferences(): Map<string, string> {
  if (named) return named;
  const table = new Map<string, string>();
  addRun(table, LATIN1, 0xa0);
  addRun(table, GREEK_UPPER, 913);
  addRun(table, GREEK_UPPER_2, 931);
  addRun(table, GREEK_LOWER, 945);
  for (const entry of OTHERS.split(' ')) {
    const colon = entry.indexOf(':');
    table.set(entry.slice(0, colon), String.fromCodePoint(Number(entry.slice(colon + 1))));
  }
  named = table;
  return table;
}

/** HTML legacy references that may omit the ';' (the Latin-1 set and the four XML escapes). */
function isLegacyName(name: string, value: string): boolean {
  const code = value.charCodeAt(0);
  return (code >= 0xa0 && code <= 0xff) || name === 'amp' || name === 'lt' || name === 'gt' || name === 'quot';
}

function isAlphanumeric(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isHexDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

function numericValue(code: number): string {
  // HTML: NULL, surrogates and beyond-Unicode values become U+FFFD.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(WINDOWS_1252[code] ?? code);
}

/** The decoded text and where the reference ended; reused across calls. */
export interface CharacterReference {
  value: string;
  end: number;
}

/**
 * Tries to decode the character reference starting at `text[at] === '&'`. Returns false when
 * there is none (the '&' is then literal text); otherwise fills `out` and returns true.
 * `inAttribute` applies HTML's attribute rule for legacy names (annotation of `<v>`/`<lang>`).
 *
 * @example
 * const out = { value: '', end: 0 }; decodeCharacterReference('&lt;b&gt;', 0, out, false); // out.value '<'
 */
export function decodeCharacterReference(
  text: string,
  at: number,
  out: CharacterReference,
  inAttribute: boolean,
): boolean {
  const length = text.length;
  let i = at + 1;
  if (text.charCodeAt(i) === 35 /* # */) {
    i++;
    const hex = text.charCodeAt(i) === 120 || text.charCodeAt(i) === 88; /* x X */
    if (hex) i++;
    const digitsStart = i;
    let code = 0;
    while (i < length) {
      const c = text.charCodeAt(i);
      if (hex ? !isHexDigit(c) : c < 48 || c > 57) break;
      // Clamp so a thousand digits cannot overflow into a valid-looking value.
      if (code <= 0x10ffff) code = code * (hex ? 16 : 10) + parseInt(text[i]!, 16);
      i++;
    }
    if (i === digitsStart) return false;
    if (text.charCodeAt(i) === 59 /* ; */) i++;
    out.value = numericValue(code);
    out.end = i;
    return true;
  }
  const nameStart = i;
  while (i < length && i - nameStart < 32 && isAlphanumeric(text.charCodeAt(i))) i++;
  if (i === nameStart) return false;
  const name = text.slice(nameStart, i);
  const value = namedReferences().get(name);
  if (value === undefined) return false;
  if (text.charCodeAt(i) === 59) {
    out.value = value;
    out.end = i + 1;
    return true;
  }
  if (!isLegacyName(name, value) || (inAttribute && text.charCodeAt(i) === 61 /* = */)) return false;
  out.value = value;
  out.end = i;
  return true;
}
