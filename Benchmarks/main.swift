import Foundation

exit(Bench.main(CommandLine.arguments))
