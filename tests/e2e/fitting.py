"""What the browser tests measure to prove a screen fits a phone: no word broken in two, nothing
wider than the screen."""

# A word is broken when its letters sit on more than one line: each word of each text on the
# screen is measured with a Range, whose boxes are one per line it spans.
BROKEN_WORDS = """() => {
  const broken = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(document.getElementById('screen'), NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    for (const word of text.data.matchAll(/[\\p{L}\\p{N}]+/gu)) {
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
      if (lines.size > 1) broken.push(`${text.parentElement.tagName.toLowerCase()} "${word[0]}"`);
    }
  }
  return broken;
}"""
# The page, and every table on it (one inside a box that scrolls sideways too), within the screen.
TOO_WIDE = """() => {
  const wide = [];
  if (document.documentElement.scrollWidth > innerWidth) wide.push(`page ${document.documentElement.scrollWidth}px`);
  for (const table of document.querySelectorAll('#screen table')) {
    const box = table.getBoundingClientRect();
    const text = table.textContent.trim().slice(0, 30);
    if (box.width && box.right > innerWidth + 0.5) wide.push(`table "${text}" ${Math.round(box.right)}px`);
  }
  return wide;
}"""
# A button whose words run past its edges (a label's longest word wider than the button): its
# text spills over its neighbour or is cut off by the screen.
SPILLED = """() => [...document.querySelectorAll('#screen button, #screen .button')]
  .filter((button) => button.offsetParent && button.scrollWidth > button.clientWidth + 1)
  .map((button) => `${button.tagName.toLowerCase()} "${button.textContent.trim().slice(0, 30)}"`
    + ` ${button.scrollWidth}px in ${button.clientWidth}px`)"""
