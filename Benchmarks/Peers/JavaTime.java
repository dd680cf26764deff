// java.time's Instant.parse on the peers' data set (Benchmarks/Peers/run.sh), one value at a
// time, to epoch milliseconds. Prints name, mode, ns a value (the median of 7 passes, after
// a warm-up pass for the JIT) and the checksum.
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;

public class JavaTime {
    public static void main(String[] args) throws Exception {
        List<String> lines = Files.readAllLines(Path.of(args[0]));
        double[] samples = new double[7];
        long sum = 0;
        for (int pass = -1; pass < 7; pass++) {
            long start = System.nanoTime();
            sum = 0;
            for (String s : lines) sum += Instant.parse(s).toEpochMilli();
            if (pass >= 0) samples[pass] = (double) (System.nanoTime() - start) / lines.size();
        }
        Arrays.sort(samples);
        System.out.printf("java.time Instant.parse (Java %s)\tone value at a time\t%.2f\t%d%n", Runtime.version().feature(), samples[3], sum);
    }
}
