"""Counting what a person does on a phone screen, for the tests that measure the cost of entering
a game (test_taps.py and the depth-of-entry screens' tests). The counting rule is test_taps.py's:
every tap one, a picker's choice one, a field typed into one, the keyboard's Enter one; a scroll
one whenever what must be tapped next is not wholly on the screen."""
from __future__ import annotations

# Whether what a selector finds is wholly on the screen: inside the viewport, and below the top bar,
# which stays at the top while the page scrolls under it. Found and measured in one go: the screens
# redraw on every live update, and a node replaced meanwhile would measure as nowhere.
ON_SCREEN = """(selector) => {
  const node = document.querySelector(selector);
  const box = node.getBoundingClientRect();
  const bar = document.querySelector("header.bar");
  const top = bar && !bar.contains(node) ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
  return box.top >= top - 0.5 && box.left >= -0.5 && box.bottom <= innerHeight + 0.5 && box.right <= innerWidth + 0.5;
}"""


class Taps:
    """A phone's page whose every person-made action is counted by the rule above."""

    def __init__(self, page) -> None:
        self.page = page
        self.count = 0
        self.scrolled_to: list[str] = []  # what each scroll was for

    @property
    def scrolls(self) -> int:
        return len(self.scrolled_to)

    def reset(self) -> None:
        self.count = 0
        self.scrolled_to = []

    def _reach(self, selector: str) -> None:
        """What the person must tap next, scrolled to (one scroll) unless wholly on the screen."""
        self.page.locator(selector).first.wait_for(state="visible")
        if not self.page.evaluate(ON_SCREEN, selector):
            self.page.evaluate("(selector) => document.querySelector(selector).scrollIntoView({block: 'center'})", selector)
            self.scrolled_to.append(selector)

    def tap(self, selector: str) -> None:
        self._reach(selector)
        self.page.click(selector)
        self.count += 1

    def choose(self, selector: str, value: str) -> None:
        self._reach(selector)
        self.page.select_option(selector, value)
        self.count += 1

    def type(self, selector: str, text: str) -> None:
        """Focus one field (a tap) and type into it (free)."""
        self._reach(selector)
        self.page.click(selector)
        self.page.keyboard.type(text)
        self.count += 1

    def enter(self) -> None:
        self.page.keyboard.press("Enter")
        self.count += 1


def report(game: str, what: str, taps: Taps) -> tuple[int, int]:
    print(f"TAPS {game} {what}: {taps.count}")
    print(f"SCROLLS {game} {what}: {taps.scrolls}" + (f" (to {', '.join(taps.scrolled_to)})" if taps.scrolls else ""))
    return taps.count, taps.scrolls
