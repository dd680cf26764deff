// The jiff oracle for Spec/arithmetic/spans.md: reads one case a line on stdin (fields
// separated by tabs), answers one line on stdout: the result, or `error`. jiff follows
// Temporal's span arithmetic; spans_vectors.py checks it against whenever and test262.
use std::io::{self, BufRead, Write};

use jiff::civil::{Date, DateDifference, DateTime, DateTimeDifference};
use jiff::fmt::friendly::{Direction, SpanParser, SpanPrinter};
use jiff::{RoundMode, Span, SpanRound, SpanTotal, Timestamp, TimestampDifference, Unit, Zoned, ZonedDifference};

fn unit(name: &str) -> Unit {
    match name {
        "year" => Unit::Year, "month" => Unit::Month, "week" => Unit::Week, "day" => Unit::Day,
        "hour" => Unit::Hour, "minute" => Unit::Minute, "second" => Unit::Second,
        "millisecond" => Unit::Millisecond, "microsecond" => Unit::Microsecond,
        "nanosecond" => Unit::Nanosecond, _ => panic!("unit {name}"),
    }
}

fn mode(name: &str) -> RoundMode {
    match name {
        "trunc" => RoundMode::Trunc, "floor" => RoundMode::Floor, "ceil" => RoundMode::Ceil,
        "expand" => RoundMode::Expand, "halfExpand" => RoundMode::HalfExpand,
        "halfEven" => RoundMode::HalfEven, _ => panic!("mode {name}"),
    }
}

fn answer(f: &[&str]) -> Result<String, Box<dyn std::error::Error>> {
    let iso = |s: Span| s.to_string();
    Ok(match f[0] {
        "date-until" | "date-since" => {
            let (a, b): (Date, Date) = (f[1].parse()?, f[2].parse()?);
            let d = DateDifference::new(b).largest(unit(f[3])).smallest(unit(f[4]))
                .increment(f[5].parse()?).mode(mode(f[6]));
            iso(if f[0] == "date-until" { a.until(d)? } else { a.since(d)? })
        }
        "datetime-until" | "datetime-since" => {
            let (a, b): (DateTime, DateTime) = (f[1].parse()?, f[2].parse()?);
            let d = DateTimeDifference::new(b).largest(unit(f[3])).smallest(unit(f[4]))
                .increment(f[5].parse()?).mode(mode(f[6]));
            iso(if f[0] == "datetime-until" { a.until(d)? } else { a.since(d)? })
        }
        "zoned-until" | "zoned-since" => {
            let (a, b): (Zoned, Zoned) = (f[1].parse()?, f[2].parse()?);
            let d = ZonedDifference::new(&b).largest(unit(f[3])).smallest(unit(f[4]))
                .increment(f[5].parse()?).mode(mode(f[6]));
            iso(if f[0] == "zoned-until" { a.until(d)? } else { a.since(d)? })
        }
        "timestamp-until" | "timestamp-since" => {
            let (a, b): (Timestamp, Timestamp) = (f[1].parse()?, f[2].parse()?);
            let d = TimestampDifference::new(b).largest(unit(f[3])).smallest(unit(f[4]))
                .increment(f[5].parse()?).mode(mode(f[6]));
            iso(if f[0] == "timestamp-until" { a.until(d)? } else { a.since(d)? })
        }
        "round" => {
            let span: Span = f[1].parse()?;
            let r = SpanRound::new().largest(unit(f[2])).smallest(unit(f[3]))
                .increment(f[4].parse()?).mode(mode(f[5]));
            iso(match f.get(6).copied().unwrap_or("") {
                "" => span.round(r.days_are_24_hours())?,
                rel if rel.contains('[') => span.round(r.relative(&rel.parse::<Zoned>()?))?,
                rel => span.round(r.relative(rel.parse::<Date>()?))?,
            })
        }
        "total" => {
            let span: Span = f[1].parse()?;
            let u = unit(f[2]);
            let total = match f.get(3).copied().unwrap_or("") {
                "" => span.total(SpanTotal::from(u).days_are_24_hours())?,
                rel if rel.contains('[') => span.total((u, &rel.parse::<Zoned>()?))?,
                rel => span.total((u, rel.parse::<Date>()?))?,
            };
            format!("{total:?}")
        }
        "date-add" => { let a: Date = f[1].parse()?; a.checked_add(f[2].parse::<Span>()?)?.to_string() }
        "datetime-add" => { let a: DateTime = f[1].parse()?; a.checked_add(f[2].parse::<Span>()?)?.to_string() }
        "zoned-add" => { let a: Zoned = f[1].parse()?; a.checked_add(f[2].parse::<Span>()?)?.to_string() }
        "timestamp-add" => { let a: Timestamp = f[1].parse()?; a.checked_add(f[2].parse::<Span>()?)?.to_string() }
        // The text may hold tabs, the field separator: it is the rest of the line.
        "friendly-read" => iso(SpanParser::new().parse_span(f[1..].join("\t"))?),
        "friendly-write" => SpanPrinter::new().direction(Direction::Sign).span_to_string(&f[1].parse::<Span>()?),
        other => panic!("command {other}"),
    })
}

fn main() {
    std::panic::set_hook(Box::new(|_| {}));
    let stdin = io::stdin();
    let mut out = io::BufWriter::new(io::stdout());
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        let fields: Vec<&str> = line.split('\t').collect();
        // A case jiff itself asserts on (it has a few) is answered `panic` and left out.
        match std::panic::catch_unwind(|| answer(&fields).map_err(|e| e.to_string())) {
            Ok(Ok(s)) => writeln!(out, "{s}").unwrap(),
            Ok(Err(e)) => writeln!(out, "error\t{}", e.replace('\n', " ")).unwrap(),
            Err(_) => writeln!(out, "panic").unwrap(),
        }
    }
}
