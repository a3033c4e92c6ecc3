"""The tournaments' answers as the OpenAPI document gives them: the tournament view (what every
organiser and player operation answers), its standings, its clock, a check-in, the audit and the
printable cards. They only document (AsBuilt): the service's dicts go out unchanged, and the API
tests' response validation holds each answer to its schema, a missing member or an unnamed one
alike. Members some callers do not get are left out of `required`, and say who gets them."""
from __future__ import annotations

from marshmallow import INCLUDE, fields

from rules.tournaments.standings import TIEBREAKS
from rules.tournaments.tournament import SEATINGS

from ..schemas import AsBuilt, nested_or_null

STATUSES = ["registration", "running", "finished"]
# A table's total as the game or a paper result gives it: a number, or a short text (Flares' "81½").
TOTAL = {"anyOf": [{"type": "number"}, {"type": "string"}]}


class TournamentViewerSchema(AsBuilt):
    organiser = fields.Boolean(required=True, metadata={"description": "The token is an organiser's."})
    player = fields.Integer(required=True, allow_none=True, metadata={
        "description": "The checked-in player the token stands for (their id); null otherwise."})


class TournamentPlayerSchema(AsBuilt):
    id = fields.Integer(required=True, metadata={
        "description": "The player's id: their place in the entry list, from 0."})
    name = fields.String(required=True, metadata={"description": (
        "As typed; in an event of a series, a member who asked for it is shown by initials to "
        "everyone but the organisers and themselves.")})
    checked_in = fields.Boolean(required=True)
    dropped = fields.Boolean(required=True, metadata={"description": "Left: never seated again, results kept."})
    code = fields.String(metadata={"description": "Organisers only: the check-in code on the table card."})
    check_ins = fields.Integer(metadata={"description": (
        "Organisers only: how many times the player checked in (more than one: a later phone "
        "took over and the earlier one was signed out).")})
    checked_in_ms = fields.Integer(allow_none=True, metadata={
        "description": "Organisers only: the latest check-in, ms on the server's clock; null before one."})


class TableWhySchema(AsBuilt):
    """Why a table's players sit together, as its table card says."""
    by = fields.String(required=True, metadata={"enum": list(SEATINGS), "description": (
        "How the round was seated (round 1 and a playoff: always fewest_repeats).")})
    repeats = fields.Integer(required=True, metadata={"description": "Pairs at the table who met before."})
    places = fields.List(fields.Integer(), metadata={
        "description": "Seated by standings or rating: each player's place then, in seat order."})
    ratings = fields.List(fields.Float(), metadata={
        "description": "Seated by rating: each player's rating ordinal, in seat order (2 decimals)."})


class PaperResultSchema(AsBuilt):
    winners = fields.List(fields.Integer(), required=True, metadata={
        "description": "Player ids (not seats) of the winners; none for a drawn match."})
    totals = fields.List(fields.Raw(allow_none=True, metadata={**TOTAL, "nullable": True}), required=True, metadata={
        "description": "A total per seat, in seat order; null where a typed-in result gave none."})
    places = fields.List(fields.Integer(), metadata={"description": (
        "A typed-in result (paper or correction): each seat's place, in seat order, from 1, equal "
        "places a tie; from the finishing order given, or else from the winners and totals.")})
    type = fields.String(metadata={"enum": ["golden_q", "mini_golden_q", "all_cards", "draw"],
                                   "description": "EkeQ: how the match was won."})
    golden_q_value = fields.Integer(allow_none=True, metadata={"description": "EkeQ: the Golden Q's number."})


class PendingResultSchema(AsBuilt):
    by = fields.Integer(required=True, metadata={
        "description": "The player who entered it; an opponent at the table confirms it."})
    result = fields.Nested(PaperResultSchema, required=True)


class TableResultSchema(PaperResultSchema):
    """A table's counted result. From its match: the match's own result (its game's extras too),
    the winners as player ids. From paper or the organiser: what was entered."""

    class Meta:
        unknown = INCLUDE  # a match's result carries its game's extras

    source = fields.String(required=True, metadata={"enum": ["match", "paper", "correction"], "description": (
        "match: taken from the table's match; paper: entered and confirmed at the table; "
        "correction: the organiser's.")})
    termination = fields.String(metadata={"description": "From a match: how it ended, in the game's words."})
    entered_by = fields.Integer(metadata={"description": "paper: the player who entered it."})
    confirmed_by = fields.Integer(metadata={"description": "paper: the opponent who confirmed it."})


class TournamentTableSchema(AsBuilt):
    table = fields.Integer(required=True, metadata={"description": "The table's number, from 1."})
    players = fields.List(fields.Integer(), required=True,
                          metadata={"description": "Player ids in seat order: seat 0 first."})
    match_id = fields.String(required=True, allow_none=True,
                             metadata={"description": "The table's match, once the round has started."})
    result = nested_or_null(TableResultSchema, metadata={"description": "null until the table's result is counted."})
    pending = nested_or_null(PendingResultSchema, metadata={
        "description": "A paper result waiting for an opponent's confirmation."})
    extra_ms = fields.Integer(required=True, metadata={"description": "Extra time given to this table, ms."})
    why = nested_or_null(TableWhySchema, metadata={
        "description": "null only for a table an earlier version of the service seated."})
    join_code = fields.String(allow_none=True, metadata={"description": (
        "Organisers, and the players seated here: the match's join code (null before the start).")})
    held = fields.List(fields.Boolean(), metadata={
        "description": "Organisers, while the table plays: per seat, whether a phone holds it."})


class TournamentRoundSchema(AsBuilt):
    number = fields.Integer(required=True, metadata={"description": "From 1."})
    started = fields.Boolean(required=True)
    complete = fields.Boolean(required=True, metadata={"description": "Started, and every table has its result."})
    playoff = fields.Boolean(required=True)
    deadline_ms = fields.Integer(required=True, allow_none=True,
                                 metadata={"description": "The round's deadline on the server's clock; null: no timer."})
    byes = fields.List(fields.Integer(), required=True, metadata={"description": "Player ids sitting this round out."})
    tables = fields.List(fields.Nested(TournamentTableSchema), required=True)


class WinsOfValueSchema(AsBuilt):
    points = fields.Integer(required=True, metadata={"description": "What a win was worth (50, 25, 20…)."})
    wins = fields.Integer(required=True)


class StandingsStepsSchema(AsBuilt):
    """A row's value at each step of the tournament's chain (only the steps it has)."""
    opponents_points = fields.Float(metadata={"description": "Every opponent's points, once per meeting."})
    head_to_head = fields.Integer(metadata={"description": "Among the players still tied (0 when none was)."})
    wins = fields.Integer(metadata={"description": "Matches won outright."})
    win_types = fields.List(fields.Nested(WinsOfValueSchema),
                            metadata={"description": "EkeQ: wins of each value, the best first."})


class StandingsRowSchema(AsBuilt):
    rank = fields.Integer(required=True, metadata={"description": "From 1; a shared rank repeats."})
    player = fields.Integer(required=True)
    name = fields.String(required=True)
    points = fields.Float(required=True)
    played = fields.Integer(required=True, metadata={"description": "Matches with a counted result."})
    steps = fields.Nested(StandingsStepsSchema, required=True)
    decided_by = fields.String(required=True, allow_none=True, metadata={
        "enum": ["points", *TIEBREAKS, None],
        "description": "What put this row below the row above; null for the first row and a shared rank."})
    shared = fields.Boolean(required=True, metadata={"description": "Tied with the row above at every step."})
    above = fields.Integer(required=True, allow_none=True, metadata={"description": "The player of the row above."})
    above_name = fields.String(required=True, allow_none=True)
    dropped = fields.Boolean(required=True)


class TournamentProfileSchema(AsBuilt):
    """The scoring profile with its defaults filled in: only the kind's own members."""
    kind = fields.String(required=True, metadata={"enum": ["win_type", "placement", "wdl"]})
    points = fields.Raw(metadata={"description": "placement: points by place; win_type: EkeQ's table.",
                                  "anyOf": [{"type": "array", "items": {"type": "number"}}, {"type": "object"}]})
    variant_points = fields.Dict(allow_none=True, metadata={"description": "win_type: a variant match's win."})
    win = fields.Integer(metadata={"description": "wdl: a win's points."})
    draw = fields.Integer()
    loss = fields.Integer()


class TournamentViewSchema(AsBuilt):
    id = fields.String(required=True)
    version = fields.Integer(required=True, metadata={"description": "Goes up with every change."})
    name = fields.String(required=True)
    game = fields.String(required=True)
    options = fields.Dict(required=True, metadata={"description": "Every table's match options, locked."})
    profile = fields.Nested(TournamentProfileSchema, required=True)
    chain = fields.List(fields.String(metadata={"enum": list(TIEBREAKS)}), required=True)
    rounds_limit = fields.Integer(required=True, allow_none=True)
    target_score = fields.Float(required=True, allow_none=True)
    tiebreak = fields.String(required=True, metadata={"enum": ["shared", "playoff"]})
    seating = fields.String(required=True, metadata={"enum": list(SEATINGS)})
    series = fields.String(required=True, allow_none=True, metadata={"description": "The series it is an event of."})
    seed = fields.String(metadata={"description": "Organisers only: what the seating is seeded by."})
    status = fields.String(required=True, metadata={"enum": STATUSES, "description": (
        "finished: by itself, once the last round's results (or the target score) are in and no "
        "playoff is due; a correction may reopen it for a playoff.")})
    champions = fields.List(fields.Integer(), required=True, metadata={"description": "Player ids, once finished."})
    viewer = fields.Nested(TournamentViewerSchema, required=True)
    players = fields.List(fields.Nested(TournamentPlayerSchema), required=True)
    forbidden = fields.List(fields.List(fields.Integer()), required=True, metadata={
        "description": "Organisers: the pairs of player ids kept apart (empty for everyone else)."})
    rounds = fields.List(fields.Nested(TournamentRoundSchema), required=True)
    standings = fields.List(fields.Nested(StandingsRowSchema), required=True)


class CreatedTournamentSchema(AsBuilt):
    id = fields.String(required=True)
    organiser_token = fields.String(required=True, metadata={"description": "Shown once: keep it."})
    tournament = fields.Nested(TournamentViewSchema, required=True)


class StandingsSchema(AsBuilt):
    id = fields.String(required=True)
    version = fields.Integer(required=True)
    rows = fields.List(fields.Nested(StandingsRowSchema), required=True)


class TableClockSchema(AsBuilt):
    table = fields.Integer(required=True)
    extra_ms = fields.Integer(required=True)


class TournamentClockSchema(AsBuilt):
    now_ms = fields.Integer(required=True, metadata={"description": "The server's clock, ms since the Unix epoch."})
    round = fields.Integer(required=True, allow_none=True, metadata={"description": "The latest round; null before one."})
    started = fields.Boolean(required=True)
    deadline_ms = fields.Integer(required=True, allow_none=True)
    tables = fields.List(fields.Nested(TableClockSchema), required=True)


class CheckedInSchema(AsBuilt):
    player = fields.Integer(required=True)
    name = fields.String(required=True, metadata={"description": "The player's own name, as typed."})
    player_token = fields.String(required=True, metadata={
        "description": "This phone's token; an earlier check-in's stops working (401)."})
    tournament = fields.Nested(TournamentViewSchema, required=True)
    member = fields.Integer(metadata={"description": "Checked in with a series card: the member's id."})


class TournamentInviteSchema(AsBuilt):
    invite = fields.String(required=True, metadata={"description": "One-time: the Bearer token for /organisers."})


class OrganiserTokenSchema(AsBuilt):
    organiser_token = fields.String(required=True, metadata={"description": "Shown once: keep it."})


class TournamentAuditEntrySchema(AsBuilt):
    type = fields.String(required=True, metadata={"description": "What was done (create, check_in, seat, results…)."})
    payload = fields.Dict(required=True, metadata={"description": (
        "Its details: the body sent, and what a correction or a reassignment replaced (`before`).")})
    by = fields.String(required=True, metadata={
        "enum": ["organiser", "series_organiser", "player", "service"],
        "description": "Who acted: an organiser of this event, the organiser of its series, a player, or the service."})
    player = fields.Integer(required=True, allow_none=True, metadata={"description": "The player who did it."})
    at = fields.String(required=True, metadata={"description": "When, in ISO 8601."})


class RoundCardSchema(AsBuilt):
    table = fields.Integer(required=True)
    players = fields.List(fields.String(), required=True, metadata={"description": "Names in seat order."})
    join_code = fields.String(required=True, allow_none=True, metadata={"description": "null before the start."})
    qr_svg = fields.String(required=True, allow_none=True, metadata={"description": "The join link as a QR code."})


class RoundCardsSchema(AsBuilt):
    tournament = fields.String(required=True, metadata={"description": "The tournament's name."})
    round = fields.Integer(required=True)
    tables = fields.List(fields.Nested(RoundCardSchema), required=True)


class PlayerCardSchema(AsBuilt):
    id = fields.Integer(required=True)
    name = fields.String(required=True)
    code = fields.String(required=True)
    qr_svg = fields.String(required=True, metadata={"description": "A QR code of the check-in link."})


class PlayerCardsSchema(AsBuilt):
    tournament = fields.String(required=True, metadata={"description": "The tournament's name."})
    players = fields.List(fields.Nested(PlayerCardSchema), required=True)
