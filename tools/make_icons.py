"""Draw the app icons (192, 512 and a maskable 512) as PNGs, with the standard library only.

The design: a felt-green tile with a white playing card, a red pip and a dark pip on it. Run once
after changing it: `python tools/make_icons.py` (writes pwa/icons/).
"""
from __future__ import annotations

import struct
import zlib
from pathlib import Path

FELT = (21, 94, 63, 255)
CARD = (250, 250, 245, 255)
RED = (200, 40, 50, 255)
INK = (30, 30, 40, 255)
CLEAR = (0, 0, 0, 0)


def pixel(x: float, y: float, maskable: bool) -> tuple[int, int, int, int]:
    """Colour at (x, y) in a unit square; a maskable icon keeps its content in the safe circle."""
    inset = 0.2 if maskable else 0.0
    if not maskable and not _rounded(x, y, 0.0, 0.18):
        return CLEAR
    card_l, card_r = 0.3 + inset * 0.35, 0.7 - inset * 0.35
    card_t, card_b = 0.2 + inset * 0.35, 0.8 - inset * 0.35
    if card_l <= x <= card_r and card_t <= y <= card_b:
        cx, cy = (card_l + card_r) / 2, (card_t + card_b) / 2
        radius = (card_r - card_l) * 0.2
        if (x - cx) ** 2 + (y - cy + radius * 1.2) ** 2 <= radius ** 2:
            return RED
        if (x - cx) ** 2 + (y - cy - radius * 1.2) ** 2 <= radius ** 2:
            return INK
        return CARD
    return FELT


def _rounded(x: float, y: float, margin: float, corner: float) -> bool:
    dx = max(corner + margin - x, 0, x - (1 - margin - corner))
    dy = max(corner + margin - y, 0, y - (1 - margin - corner))
    return dx * dx + dy * dy <= corner * corner


def png(size: int, maskable: bool) -> bytes:
    rows = b"".join(
        b"\x00" + b"".join(bytes(pixel((i + 0.5) / size, (j + 0.5) / size, maskable))
                           for i in range(size))
        for j in range(size))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9))
            + chunk(b"IEND", b""))


def main() -> None:
    out = Path(__file__).resolve().parent.parent / "pwa" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    (out / "icon-192.png").write_bytes(png(192, maskable=False))
    (out / "icon-512.png").write_bytes(png(512, maskable=False))
    (out / "maskable-512.png").write_bytes(png(512, maskable=True))


if __name__ == "__main__":
    main()
