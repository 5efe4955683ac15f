import Configuration

/// The key of the roulette itself: its random source's seed.
public enum RouletteSettings {
    /// `roulette.seed`: a fixed seed makes every run repeat; `--seed <n>` sets it too.
    public static let seed = Setting.integer(
        "roulette.seed",
        in: 0...Int.max,
        default: nil,
        doc: "Seeds the random source so runs repeat; unset, picks are truly random. --seed sets it too."
    )

    /// Every key of the component.
    public static let all: [any SettingDeclaring] = [seed]
}
