// jiff on the peers' data set (Benchmarks/Peers/run.sh), one value at a time, to Unix
// milliseconds. A date-time text (`javascript`, `seconds`, `offset`) is read by
// `str::parse::<jiff::Timestamp>()`, as jiff's own benchmarks parse a timestamp; epoch
// milliseconds (`milliseconds`) by `str::parse::<i64>()` and `Timestamp::from_millisecond`,
// as a jiff user reads them. Prints name, mode, ns a value (the median of 7 passes) and the
// checksum: the sum of the milliseconds.
//
//     jiff-peer DATA VERSION [SHAPE]
use std::time::Instant;

fn main() {
    let path = std::env::args().nth(1).expect("the data file");
    let version = std::env::args().nth(2).unwrap_or_default();
    let shape = std::env::args().nth(3).unwrap_or_else(|| "javascript".to_string());
    let text = std::fs::read_to_string(path).expect("readable");
    let lines: Vec<&str> = text.lines().collect();
    let epoch = shape == "milliseconds";
    let mut samples = Vec::new();
    let mut sum: i64 = 0;
    for _ in 0..7 {
        let start = Instant::now();
        sum = 0;
        if epoch {
            for s in &lines {
                if let Ok(ms) = s.parse::<i64>() {
                    if let Ok(t) = jiff::Timestamp::from_millisecond(ms) {
                        sum = sum.wrapping_add(t.as_millisecond());
                    }
                }
            }
        } else {
            for s in &lines {
                if let Ok(t) = s.parse::<jiff::Timestamp>() {
                    sum = sum.wrapping_add(t.as_millisecond());
                }
            }
        }
        samples.push(start.elapsed().as_nanos() as f64 / lines.len() as f64);
    }
    samples.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let how = if epoch { "i64 parse, Timestamp::from_millisecond" } else { "Timestamp parse" };
    println!("Rust jiff {} {}\tone value at a time\t{:.2}\t{}", version, how, samples[3], sum);
}
