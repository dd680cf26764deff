/// An epoch unit as a type, for the code specialized to one unit (the column door's output
/// slots, `UnitCount`, and its lanes, `EpochLanesFastPath`): there ``unit`` is a constant, so
/// every fact of the unit's one table (`FastDate.EpochUnit.facts`) folds to a constant too.
/// The types add no fact of their own.
protocol EpochUnitType {
    static var unit: FastDate.EpochUnit { get }
}

enum InSeconds: EpochUnitType { static var unit: FastDate.EpochUnit { .seconds } }
enum InMilliseconds: EpochUnitType { static var unit: FastDate.EpochUnit { .milliseconds } }
enum InMicroseconds: EpochUnitType { static var unit: FastDate.EpochUnit { .microseconds } }
enum InNanoseconds: EpochUnitType { static var unit: FastDate.EpochUnit { .nanoseconds } }
