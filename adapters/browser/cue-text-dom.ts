import { CUE_ELEMENT_NAMES, type CueTextNode } from '@mediakit/core';

/**
 * Builds the DOM of cue text from the core's safe node tree (W3C WebVTT §6.5 "cue text DOM
 * construction rules"): elements come only from the fixed CUE_ELEMENT_NAMES table and text only
 * through text nodes, so nothing in a subtitle file can become markup or script. Never innerHTML.
 *
 * @example
 * box.append(cueTextFragment(document, parseCueText('<b>Hi</b> &lt;script&gt;')));
 */
export function cueTextFragment(document: Document, nodes: readonly CueTextNode[]): DocumentFragment {
  const fragment = document.createDocumentFragment();
  appendNodes(document, fragment, nodes);
  return fragment;
}

function appendNodes(document: Document, parent: Node, nodes: readonly CueTextNode[]): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      parent.appendChild(document.createTextNode(node.value));
      continue;
    }
    // Karaoke timestamps shape no text; they are left out.
    if (node.type === 'timestamp') continue;
    const element = document.createElement(CUE_ELEMENT_NAMES[node.tag]);
    for (const name of node.classes) {
      try {
        element.classList.add(name);
      } catch {
        // A class the DOM refuses is dropped; the text stays.
      }
    }
    // W3C §6.5: a voice becomes a title, a language a lang attribute (plain attribute values).
    if (node.tag === 'v' && node.annotation) element.setAttribute('title', node.annotation);
    if (node.tag === 'lang' && node.annotation) element.setAttribute('lang', node.annotation);
    // The parser caps nesting (MAX_CUE_TEXT_DEPTH), so this recursion is bounded.
    appendNodes(document, element, node.children);
    parent.appendChild(element);
  }
}
