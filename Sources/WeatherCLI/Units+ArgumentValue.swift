import CLI
import Weather

/// `--units metric|imperial|kelvin`: the option holds `Units` itself, read by its raw values,
/// the same names `weather.units` accepts in the configuration (`Setting<Units>.oneOf`). One
/// parser of unit names, not a copy of the enumeration mapped back.
extension Units: ArgumentValue {}
