#!/usr/bin/env python3
"""Generate Spec/civil/vectors/disambiguation.json: local date-times around the daylight-saving
transitions of real zones, and the instant each `FastDate.Disambiguation` choice names
(`Spec/civil/civil.md`, "Gaps and overlaps").

    python3 Spec/tools/disambiguation.py

The reference is Python's `zoneinfo` over the system's tz database (PEP 495 `fold`), an
implementation independent of Foundation's `TimeZone`: a reading with `fold=0` takes the
offset in force before a transition and `fold=1` the one after, so

  - in a gap (the clock skips ahead), `fold=0` moves the reading forward by the gap:
    Temporal's `compatible` and `later`; `fold=1` moves it back: `earlier`;
  - in an overlap (the clock shows it twice), `fold=0` is the first instant: `compatible`
    and `earlier`; `fold=1` the second: `later`;
  - `reject` refuses both, as `skippedLocalTime` or `repeatedLocalTime`.

Transitions are found by bisection on `utcoffset` between 2015 and 2030 (tz rules for that
span are settled and the same in every tz release since 2022 for these zones). Standard
library only; deterministic (no clock): the same tz database gives the same file.
"""
import datetime, json, os
from zoneinfo import ZoneInfo

from time_zone_vectors import transitions as changes_between

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "civil", "vectors", "disambiguation.json")
UTC = datetime.timezone.utc
EPOCH = datetime.datetime(1970, 1, 1, tzinfo=UTC)

# Zones with every kind of transition: an hour forward and back (both hemispheres), half an
# hour (Lord Howe), negative daylight saving (Dublin), a skipped calendar day (Apia, 2011,
# outside the search, added by hand below), 45-minute offsets (Chatham), and DST abolished
# (Sao Paulo after 2019).
ZONES = ["America/New_York", "Europe/London", "Europe/Paris", "Australia/Sydney", "Australia/Lord_Howe",
         "Europe/Dublin", "Pacific/Chatham", "America/Santiago", "America/Sao_Paulo", "Asia/Tehran"]
FIRST_YEAR, END_YEAR = 2015, 2031
CHOICES = ["compatible", "earlier", "later", "reject"]


def offset_at(zone, seconds):
    return int(datetime.datetime.fromtimestamp(seconds, zone).utcoffset().total_seconds())


def transitions(zone):
    """(instant, offset before, offset after) for every change in the span."""
    start = int(datetime.datetime(FIRST_YEAR, 1, 1, tzinfo=UTC).timestamp())
    end = int(datetime.datetime(END_YEAR, 1, 1, tzinfo=UTC).timestamp())
    # Six hours a step, as this file was first made: the same changes either way.
    return changes_between(zone, start, end, 6 * 3600)


def local_text(local_seconds):
    d = EPOCH + datetime.timedelta(seconds=local_seconds)
    return d.strftime("%Y-%m-%dT%H:%M:%S")


def expected(zone, local_seconds):
    """What each choice names for the reading, from zoneinfo's folds."""
    naive = (EPOCH + datetime.timedelta(seconds=local_seconds)).replace(tzinfo=None)
    fold0 = naive.replace(tzinfo=zone, fold=0)
    fold1 = naive.replace(tzinfo=zone, fold=1)
    i0 = int(fold0.timestamp())
    i1 = int(fold1.timestamp())
    # A reading exists when converting an instant back gives it: 0, 1 or 2 of them do.
    real = [i for i in sorted({i0, i1}) if int((datetime.datetime.fromtimestamp(i, zone).replace(tzinfo=None) - EPOCH.replace(tzinfo=None)).total_seconds()) == local_seconds]
    if len(real) == 1:
        return {c: real[0] for c in CHOICES}, "unique"
    if len(real) == 2:
        earlier, later = real
        return {"compatible": earlier, "earlier": earlier, "later": later, "reject": "repeatedLocalTime"}, "overlap"
    # A gap: fold=0 takes the offset from before it (moved forward), fold=1 the one after.
    forward, back = max(i0, i1), min(i0, i1)
    return {"compatible": forward, "earlier": back, "later": forward, "reject": "skippedLocalTime"}, "gap"


def main():
    vectors = []
    for name in ZONES:
        zone = ZoneInfo(name)
        for instant, before, after in transitions(zone):
            low = instant + min(before, after)     # the first reading the transition touches
            high = instant + max(before, after)    # the first it no longer touches
            for local in sorted({low - 1, low, low + 1, (low + high) // 2, high - 1, high}):
                want, kind = expected(zone, local)
                vectors.append({"zone": name, "input": local_text(local), "kind": kind,
                                **{c: want[c] for c in CHOICES}})
    # Samoa skipped 30 December 2011 (from -10:00 to +14:00): a whole day is a gap.
    apia = ZoneInfo("Pacific/Apia")
    for text in ["2011-12-29T23:59:59", "2011-12-30T00:00:00", "2011-12-30T12:00:00", "2011-12-30T23:59:59", "2011-12-31T00:00:00"]:
        d = datetime.datetime.strptime(text, "%Y-%m-%dT%H:%M:%S")
        local = int((d - EPOCH.replace(tzinfo=None)).total_seconds())
        want, kind = expected(apia, local)
        vectors.append({"zone": "Pacific/Apia", "input": text, "kind": kind, **{c: want[c] for c in CHOICES}})
    kinds = {k: sum(1 for v in vectors if v["kind"] == k) for k in ("gap", "overlap", "unique")}
    assert kinds["gap"] > 100 and kinds["overlap"] > 100, kinds
    header = {
        "description": "Local date-times around daylight-saving transitions (and Samoa's skipped day), each "
                       "with the instant (seconds since 1970) every FastDate.Disambiguation choice names, or "
                       "the error .reject throws; from Python's zoneinfo (PEP 495 folds). See "
                       "Spec/civil/civil.md, \"Gaps and overlaps\".",
        "generator": "Spec/tools/disambiguation.py",
        "counts": kinds,
    }
    with open(OUT, "w") as f:
        f.write(json.dumps(header, indent=2)[:-2] + ',\n  "vectors": [\n')
        f.write(",\n".join("    " + json.dumps(v) for v in vectors))
        f.write("\n  ]\n}\n")
    print(f"{OUT}: {len(vectors)} vectors {kinds}")


if __name__ == "__main__":
    main()
