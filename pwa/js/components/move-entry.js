// A game screen's move entry, the same in every game: the taps of a move half entered survive
// re-renders of the same decision (an SSE refresh, another phone's move, the outbox changing);
// a move sent hides its controls until the server answers, and a refusal gives them back; before
// it is sent, a bar says the move in words with Confirm and Cancel.
import {el} from "../dom.js";

const entries = new WeakMap();

/**
 * Draws `root` with `paint(entry)` and returns the entry: the one `root` had while `key` (the
 * decision the table is at) is the same, else a fresh `{key, sent: false, ...blank()}`.
 * `entry.draw()` draws again.
 */
export function keptEntry(root, key, blank, paint) {
  let entry = entries.get(root);
  if (!entry || entry.key !== key) entries.set(root, (entry = {key, sent: false, ...blank()}));
  // Only the newest render may redraw: a late submit() answer must not paint an old view.
  const draw = () => { if (entries.get(root) === entry && entry.draw === draw) paint(entry); };
  entry.draw = draw;
  draw();
  return entry;
}

/** Sends a move through the table screen (ctx.submit); `entry.sent` ({type, seat, version}) hides
 * its controls meanwhile. A refusal draws again with `redraw`: a keptEntry's own draw by default. */
export function sendMove(ctx, entry, type, seat, payload, redraw = () => (entry.draw || ctx.draw)()) {
  entry.sent = {type, seat, version: ctx.view.version};
  return ctx.submit(type, seat, payload).then((answer) => {
    if (!answer?.ok) {
      entry.sent = false;  // refused (the shell says why): let the player enter it again
      redraw();
    }
    return answer;
  });
}

/** This move is on its way: sent from this entry while the table has not moved on, or in the outbox. */
export function isSending(ctx, entry, type, seat) {
  return (entry.sent?.type === type && entry.sent.version === ctx.view.version) ||
    ctx.pending.some((move) => move.type === type && move.seat === seat);
}

/** While a move of this phone is on its way (sent from `entry`, or in the outbox), a note saying
 * so takes the place of the controls; else null. */
export function sendingNote(ctx, entry, text, {testid = null, cls = "muted"} = {}) {
  if (!entry.sent && !ctx.pending.length) return null;
  return el("p", {class: cls, "data-testid": testid, text});
}

/** A button of a move entry; `onclick` null (or `disabled`) greys it out. */
export function entryButton(text, testid, onclick, {primary = false, disabled = false} = {}) {
  return el("button", {type: "button", class: primary ? "primary" : null, "data-testid": testid, text,
    onclick, disabled: disabled || !onclick});
}

/** Buttons side by side, each at least a thumb wide. */
export function entryButtons(...buttons) {
  return el("div", {class: "entry-buttons"}, buttons);
}

/**
 * The move in words (`summary`, data-testid `<prefix>-summary`), then Confirm (`<prefix>-submit`)
 * and, when there is `onCancel`, Cancel (`<prefix>-cancel`); `ready` false greys out Confirm.
 * `testids` renames any of the three (a screen whose tests know them by other names).
 */
export function confirmBar(prefix, {summary, confirm, cancel, onSend, onCancel = null, ready = true, extra = null,
  testids = {}}) {
  const id = {summary: `${prefix}-summary`, submit: `${prefix}-submit`, cancel: `${prefix}-cancel`, ...testids};
  return el("div", {class: "entry-confirm"},
    summary && el("p", {class: "entry-summary", "data-testid": id.summary, text: summary}),
    extra,
    entryButtons(entryButton(confirm, id.submit, onSend, {primary: true, disabled: !ready}),
      onCancel && entryButton(cancel, id.cancel, onCancel)));
}
