// Go's time.Parse on the peers' data set (Benchmarks/Peers/run.sh): one value at a time,
// RFC 3339 with fractions, to Unix milliseconds. Prints name, mode, ns a value (the median of
// 7 passes) and the checksum: the sum of the milliseconds.
package main

import (
	"bytes"
	"fmt"
	"os"
	"runtime"
	"sort"
	"strings"
	"time"
)

func main() {
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	var lines []string
	for _, line := range bytes.Split(bytes.TrimRight(data, "\n"), []byte("\n")) {
		lines = append(lines, string(line))
	}
	var samples []float64
	var sum int64
	for pass := 0; pass < 7; pass++ {
		start := time.Now()
		sum = 0
		for _, s := range lines {
			t, err := time.Parse(time.RFC3339Nano, s)
			if err == nil {
				sum += t.UnixMilli()
			}
		}
		samples = append(samples, float64(time.Since(start).Nanoseconds())/float64(len(lines)))
	}
	sort.Float64s(samples)
	fmt.Printf("Go %s time.Parse(time.RFC3339Nano)\tone value at a time\t%.2f\t%d\n", strings.TrimPrefix(runtime.Version(), "go"), samples[3], sum)
}
