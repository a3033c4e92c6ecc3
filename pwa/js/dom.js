// Building DOM without innerHTML: every text goes in through textContent, so nothing a player
// typed (a name) can ever run as markup.

/**
 * el("button", {class: "big", onclick: fn, "aria-label": "Draw"}, "Draw", childNode, ...)
 * Attributes: "class", "text", "on<event>" (listener), "dataset" (object), booleans
 * (true sets, false omits), anything else through setAttribute.
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === false || value === null || value === undefined) continue;
    if (name === "class") node.className = value;
    else if (name === "text") node.textContent = value;
    else if (name === "dataset") Object.assign(node.dataset, value);
    else if (name.startsWith("on") && typeof value === "function") node.addEventListener(name.slice(2), value);
    else if (value === true) node.setAttribute(name, "");
    else node.setAttribute(name, String(value));
  }
  append(node, ...children);
  return node;
}

/** Append children (nodes, strings, arrays of them; null and false are skipped). */
export function append(node, ...children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** Replace everything inside `node` with `children`. */
export function replace(node, ...children) {
  node.replaceChildren();
  return append(node, ...children);
}

/** replace(), then the field that was being typed in (found again by its data-testid) gets its
 * focus and caret back: a screen can redraw whole on every update while a player types. */
export function redraw(node, ...children) {
  const had = document.activeElement;
  const id = node.contains(had) && had.dataset.testid;
  const [from, to] = [had?.selectionStart, had?.selectionEnd];
  replace(node, ...children);
  const now = id && node.querySelector(`[data-testid="${id}"]`);
  if (now) {
    now.focus();
    try { now.setSelectionRange(from, to); } catch { /* not a text field */ }
  }
  return node;
}

/** A plain button with a data-testid: button("Draw", "draw", onclick, {class: "primary"}). */
export const button = (text, testid, onclick, attrs = {}) =>
  el("button", {type: "button", "data-testid": testid, onclick, ...attrs}, text);

const SVG = "http://www.w3.org/2000/svg";

/** The same as el(), for SVG elements. */
export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === false || value === null || value === undefined) continue;
    if (name === "text") node.textContent = value;
    else node.setAttribute(name, String(value));
  }
  append(node, ...children);
  return node;
}
