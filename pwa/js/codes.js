// Any code the service hands out, typed or pasted as a link, to the screen its QR code opens: the
// server says what a code is (POST /codes/lookup), so one field takes a match's join code, a
// tournament check-in card's, a series card's, a community's or a seat's hand-off code.
import {call} from "./api.js";

// The app's own links (a QR code's, a printed card's, an invitation): opened as they are.
const LINK = /#\/?((?:join|checkin|series|organise|community)=[\w.-]+)\s*$/;

export async function openCode(text, {t, navigate, showProblem}) {
  const link = text.match(LINK);
  if (link) return navigate(`#${link[1]}`);
  // What the server would refuse as no code (api/codes/text.py) is told at once, in words.
  const code = text.replace(/[\s-]/g, "");
  if (![6, 8, 16].includes(code.length) || /[^0-9a-tv-z]/i.test(code)) return showProblem({detail: t("code.notACode")});
  const answer = await call("POST", "/codes/lookup", {body: {code}}).catch(() => null);
  if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
  navigate(new URL(answer.data.link).hash);
}
