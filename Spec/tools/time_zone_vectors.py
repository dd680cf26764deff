#!/usr/bin/env python3
"""Generate Spec/time-zones/vectors/zones.json: what 40 real zones say from 1900 to 2100 and
past it (`Spec/time-zones/time-zones.md`).

    python3 Spec/tools/time_zone_vectors.py

The reference is Python's `zoneinfo` (PEP 615, with PEP 495's `fold`) over the system's
tzdata, an implementation independent of FastDate's TZif reader and of Foundation. For each
zone:

  - transitions: every change of UTC offset from 1900 to 2100, found by stepping
    `utcoffset` a day at a time and bisecting each change to the second;
  - offsets: the offset at 300 seeded random instants from 1900 to 2100 and 60 from 2100
    to 2400 (the footer rule's years), with the local reading there;
  - locals: readings around each transition from 1900 to 2100 (inside a gap or an
    overlap, and at its edges) and at random, with where each falls (unique, gap,
    overlap, with the offsets either side) and the instant each `Disambiguation` names;
  - starts of day: the first instant of the local days around each transition.

Deterministic: a fixed seed and no clock; the same tzdata gives the same file.
"""
import datetime, json, os, random
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "time-zones", "vectors", "zones.json")
UTC = datetime.timezone.utc
EPOCH = datetime.datetime(1970, 1, 1, tzinfo=UTC)
START = -2_208_988_800   # 1900-01-01T00:00:00Z
END = 4_102_444_800      # 2100-01-01T00:00:00Z
FAR = 13_569_465_600     # 2400-01-01T00:00:00Z
DAY = 86_400

# Every kind of rule: an hour forward and back in both hemispheres, half an hour (Lord
# Howe), negative DST (Dublin), a skipped day (Apia), permanent changes (Asuncion 2024,
# Almaty 2024, Kyiv), Ramadan pauses (Casablanca), double summer time (London 1940s), local
# mean time before 1900s (Paris, Amsterdam), offsets with seconds, and zones with none.
ZONES = [
    "America/New_York", "America/Los_Angeles", "America/Chicago", "America/Denver",
    "America/Phoenix", "America/St_Johns", "America/Havana", "America/Sao_Paulo",
    "America/Santiago", "America/Asuncion", "America/Caracas", "America/Mexico_City",
    "America/Nuuk", "America/Scoresbysund", "Europe/London", "Europe/Paris", "Europe/Berlin",
    "Europe/Amsterdam", "Europe/Dublin", "Europe/Lisbon", "Europe/Moscow", "Europe/Kyiv",
    "Europe/Istanbul", "Africa/Casablanca", "Africa/Cairo", "Africa/Monrovia", "Asia/Tehran",
    "Asia/Jerusalem", "Asia/Kolkata", "Asia/Kathmandu", "Asia/Shanghai", "Asia/Tokyo",
    "Asia/Almaty", "Australia/Sydney", "Australia/Lord_Howe", "Australia/Adelaide",
    "Pacific/Auckland", "Pacific/Chatham", "Pacific/Apia", "Antarctica/Troll",
]


def offset_at(zone, t):
    return int(datetime.datetime.fromtimestamp(t, zone).utcoffset().total_seconds())


def transitions(zone, start=START, end=END, step=DAY):
    """Every change of offset in [start, end), as (instant, before, after): `utcoffset`
    stepped `step` seconds at a time, each change bisected to the second (no zone changes
    twice within a step)."""
    found = []
    t = start
    current = offset_at(zone, t)
    while t < end:
        nxt = min(t + step, end)
        o = offset_at(zone, nxt)
        if o != current:
            lo, hi = t, nxt   # offset(lo) == current, offset(hi) != current
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if offset_at(zone, mid) == current:
                    lo = mid
                else:
                    hi = mid
            after = offset_at(zone, hi)
            found.append((hi, current, after))
            current = after
            t = hi
            continue
        t = nxt
    return found


def local_seconds(zone, t):
    return t + offset_at(zone, t)


def placement(zone, local):
    """(kind, before, after) for a reading, the kind `u` (unique), `g` (gap) or `o` (overlap),
    and the instants that `compatible`, `earlier` and `later` name."""
    naive = EPOCH.replace(tzinfo=None) + datetime.timedelta(seconds=local)
    first = naive.replace(tzinfo=zone, fold=0)
    second = naive.replace(tzinfo=zone, fold=1)
    o0 = int(first.utcoffset().total_seconds())
    o1 = int(second.utcoffset().total_seconds())
    if o0 == o1:
        return ("u", o0, o0), (local - o0,) * 3
    # PEP 495: fold=0 takes the offset before the transition, fold=1 the one after.
    fits0 = local_seconds(zone, local - o0) == local
    if fits0:   # both fit: an overlap; the larger offset is the earlier instant
        return ("o", o0, o1), (local - o0, local - o0, local - o1)
    return ("g", o0, o1), (local - o0, local - o1, local - o0)


def main():
    rng = random.Random(46)
    out = {"description": "Time zones from Python's zoneinfo: transitions from 1900 to 2100, offsets at random instants to 2400, placements of local readings with each disambiguation, and starts of days (Spec/time-zones/time-zones.md)",
           "zones": []}
    with open("/usr/share/zoneinfo/tzdata.zi") as zi:
        out["tzdata"] = zi.readline().split()[2]
    for name in ZONES:
        zone = ZoneInfo(name)
        changes = transitions(zone)
        offsets = []
        for _ in range(300):
            t = rng.randrange(START, END)
            offsets.append([t, offset_at(zone, t), local_seconds(zone, t)])
        for _ in range(60):
            t = rng.randrange(END, FAR)
            offsets.append([t, offset_at(zone, t), local_seconds(zone, t)])
        readings = set()
        for t, before, after in changes:
            lo, hi = t + min(before, after), t + max(before, after)
            for local in (lo - 1, lo, (lo + hi) // 2, hi - 1, hi):
                readings.add(local)
        for _ in range(100):
            readings.add(rng.randrange(START, END))
        locals_ = []
        for local in sorted(readings):
            (kind, before, after), (compatible, earlier, later) = placement(zone, local)
            locals_.append([local, kind, before, after, compatible, earlier, later])
        days = set()
        for t, _, _ in changes:
            for d in (0, 1):
                days.add(local_seconds(zone, t) // DAY + d)
        starts = []
        for day in sorted(days):
            midnight = day * DAY
            (kind, before, after), (compatible, _, _) = placement(zone, midnight)
            starts.append([day, compatible])
        out["zones"].append({"identifier": name, "transitions": [list(c) for c in changes],
                             "offsets": offsets, "locals": locals_, "startsOfDay": starts})
    with open(OUT, "w") as f:
        f.write('{\n  "description": %s,\n  "tzdata": %s,\n  "zones": [\n' % (json.dumps(out["description"]), json.dumps(out["tzdata"])))
        for i, z in enumerate(out["zones"]):
            f.write("    " + json.dumps(z, separators=(",", ":")) + ("," if i + 1 < len(out["zones"]) else "") + "\n")
        f.write("  ]\n}\n")
    print("wrote", OUT, sum(len(z["transitions"]) for z in out["zones"]), "transitions")


if __name__ == "__main__":
    main()
