// Rust chrono on the peers' data set (Benchmarks/Peers/run.sh): DateTime::parse_from_rfc3339,
// one value at a time, to Unix milliseconds. Prints name, mode, ns a value (the median of 7
// passes) and the checksum: the sum of the milliseconds.
use std::time::Instant;

fn main() {
    let path = std::env::args().nth(1).expect("the data file");
    let text = std::fs::read_to_string(path).expect("readable");
    let version = std::env::args().nth(2).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    let mut samples = Vec::new();
    let mut sum: i64 = 0;
    for _ in 0..7 {
        let start = Instant::now();
        sum = 0;
        for s in &lines {
            if let Ok(t) = chrono::DateTime::parse_from_rfc3339(s) {
                sum = sum.wrapping_add(t.timestamp_millis());
            }
        }
        samples.push(start.elapsed().as_nanos() as f64 / lines.len() as f64);
    }
    samples.sort_by(|a, b| a.partial_cmp(b).unwrap());
    println!("Rust chrono {} DateTime::parse_from_rfc3339\tone value at a time\t{:.2}\t{}", version, samples[3], sum);
}
