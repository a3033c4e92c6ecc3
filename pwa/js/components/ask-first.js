// A step that cannot be taken back, asked about first: its button gives way to the question, with
// one button that takes the step and one that keeps everything as it was. In the app's own words
// (no window.confirm), like the tournament's seat questions.
import {button, el, replace} from "../dom.js";

/** {label, question, yes, no, testid, onYes}: `testid` names the button; the question's are
 * `${testid}-yes` and `${testid}-no`. */
export function askFirst({label, question, yes, no, testid, onYes}) {
  const box = el("div", {class: "stack"});
  const offer = () => replace(box, button(label, testid, ask));
  function ask() {
    const keep = button(no, `${testid}-no`, offer);
    replace(box, el("div", {class: "stack notice", dataset: {testid: `${testid}-ask`}}, el("p", {}, question),
      el("div", {class: "row"}, button(yes, `${testid}-yes`, onYes, {class: "primary"}), keep)));
    keep.focus();  // the safe answer first, for a keyboard or a screen reader
  }
  offer();
  return box;
}
