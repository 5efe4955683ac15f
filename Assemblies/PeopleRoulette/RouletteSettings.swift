import Configuration

/// The key of the roulette itself: its random source's seed.
package enum RouletteSettings {
    /// `roulette.seed`: a fixed seed makes every run repeat; `--seed <n>` sets it too.
    package static let seed = Setting.integer(
        "roulette.seed",
        in: 0...Int.max,
        default: nil,
        doc: "Seeds the random source so runs repeat; unset, picks are truly random. --seed sets it too."
    )

    /// Every key of the component.
    package static let all: [any SettingDeclaring] = [seed]
}
