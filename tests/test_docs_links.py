"""Every relative link and image in README.md and docs/ leads somewhere: a file of the repository,
and, for a `#anchor`, a heading of that file (named as GitHub names it)."""
from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = sorted([ROOT / "README.md", *(ROOT / "docs").rglob("*.md")])

FENCE = re.compile(r"^(```|~~~).*?^\1", re.M | re.S)
INLINE_CODE = re.compile(r"`[^`\n]*`")
# [text](target) and ![alt](target), the target up to a space (a title may follow) or ")".
MARKDOWN_LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HTML_LINK = re.compile(r"""<(?:img|a)\b[^>]*?\b(?:src|href)=["']([^"']+)["']""", re.I)
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$", re.M)


def prose(text: str) -> str:
    """The text without code blocks and inline code, where a `#` or `[x](y)` is no link."""
    return INLINE_CODE.sub("", FENCE.sub("", text))


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, markup and punctuation gone, spaces as '-'."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link keeps its text
    text = re.sub(r"<[^>]+>", "", text).replace("`", "").lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    seen: dict[str, int] = {}
    found = set()
    for _, heading in HEADING.findall(FENCE.sub("", path.read_text(encoding="utf-8"))):
        base = slug(heading)
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def links(path: Path) -> list[str]:
    text = prose(path.read_text(encoding="utf-8"))
    return MARKDOWN_LINK.findall(text) + HTML_LINK.findall(text)


def broken(path: Path) -> list[str]:
    """The links of one document that lead nowhere, each with the reason."""
    problems = []
    for target in links(path):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I) or target.startswith("//"):
            continue  # another site (https:, mailto:): not this repository's business
        file_part, _, anchor = target.partition("#")
        resolved = (path.parent / unquote(file_part)).resolve() if file_part else path
        if not resolved.is_relative_to(ROOT):
            problems.append(f"{target}: outside the repository")
        elif not resolved.exists():
            problems.append(f"{target}: no such file")
        elif anchor and resolved.is_file() and resolved.suffix == ".md" \
                and unquote(anchor) not in anchors(resolved):
            problems.append(f"{target}: no heading #{anchor} in {resolved.relative_to(ROOT)}")
    return problems


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_and_image_resolves(path):
    assert broken(path) == []


def test_the_checker_sees_broken_links(tmp_path, monkeypatch):
    """A missing file, a missing heading and a missing image are each caught; good ones are not."""
    monkeypatch.setattr(f"{__name__}.ROOT", tmp_path)
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "b.md").write_text("# B\n\n## The `make run` step (once)\n")
    page = tmp_path / "a.md"
    page.write_text(
        "# A\n\n## Two words\n\n[ok](docs/b.md#the-make-run-step-once) [self](#two-words)\n"
        "[gone](docs/c.md) [no heading](docs/b.md#nowhere) ![img](docs/x.png)\n"
        '<img src="docs/y.png" alt="">\n[web](https://example.org/x.md)\n'
        "```sh\n[not a link](nowhere.md)\n```\n`[code](nowhere.md)`\n")
    assert broken(page) == ["docs/c.md: no such file",
                            "docs/b.md#nowhere: no heading #nowhere in docs/b.md",
                            "docs/x.png: no such file", "docs/y.png: no such file"]


def test_the_readme_stays_short_and_starts_with_the_two_commands():
    """The README is what people read: at most ~10 KB, `make run` and `make test` on its first
    screen; the rest lives in docs/."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.encode()) <= 10_500
    first_screen = "\n".join(text.splitlines()[:24])
    assert "make run" in first_screen and "make test" in first_screen
