// A refusal goes once the table is past its version and it no longer applies: at once if it was
// about that moment, else once its seat has nothing left to enter.
const MOMENT = /^(CORE-(NOT-YOUR-TURN|TURN-TAKEN|WRONG-PHASE)|COMMON-STALE-STATE|2P6C-TURN-ORDER)$|-NOT-YOUR-TURN$/;

export function superseded(move, view) {
  const at = move.problem?.version;
  if (move.status !== "refused" || typeof at !== "number" || view.version <= at) return false;
  return MOMENT.test(move.problem.rule || "") || !view.to_move.includes(move.body.seat);
}
