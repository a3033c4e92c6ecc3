// A move as players say it ("Ann starts the hole", "Turno di Ben"), in the phone's language: the
// catalogue's words for it (`entry`, `title`), never its type as the API spells it.
export function moveEntry(game, type, name) {
  const move = game?.moves?.find((known) => known.type === type);
  if (move?.entry && name) return move.entry.replaceAll("{player}", name);
  return [move?.title ?? type, name].filter(Boolean).join(" · ");
}
