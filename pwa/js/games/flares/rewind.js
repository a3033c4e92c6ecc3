// Back to the revoking play (revoke_penalty "rewind"): every move after it undone, newest first,
// each named, so a move that came in meanwhile is never undone unseen.
const MOST_AT_ONCE = 200;

/** Undoes every move back to `seq`, it included, through ctx.call; shows each answer, and why it
 * stopped if it stopped early. */
export async function rewindTo(ctx, seq) {
  for (let done = 0; done < MOST_AT_ONCE; done++) {
    const log = await ctx.call("GET", "/moves?newest=true&limit=1").catch(() => null);
    if (!log?.ok) return ctx.showProblem(log?.data || { detail: ctx.t("net.needed") });
    const last = log.data.moves.at(-1);
    if (!last || last.seq < seq) return;
    const answer = await ctx.call("POST", "/undo", { target_seq: last.seq }).catch(() => null);
    if (!answer?.ok) return ctx.showProblem(answer?.data || { detail: ctx.t("net.needed") });
    ctx.show(answer.data.match);
  }
}
