// The services every benchmark resolves, the same for Injection, Swinject and hand wiring.

protocol Logging: AnyObject {}
final class Logger: Logging { init() {} }

protocol Fetching: AnyObject {}
final class Fetcher: Fetching {
    let logger: Logging
    init(logger: Logging) { self.logger = logger }
}

protocol Counting: AnyObject {}
final class Counter: Counting {
    let start: Int
    init(start: Int) { self.start = start }
}

// The 9-object graph: A(B(D, E), C(F, G(H, I))), every node behind a protocol.
protocol PA: AnyObject {}
protocol PB: AnyObject {}
protocol PC: AnyObject {}
protocol PD: AnyObject {}
protocol PE: AnyObject {}
protocol PF: AnyObject {}
protocol PG: AnyObject {}
protocol PH: AnyObject {}
protocol PI: AnyObject {}
final class NA: PA {
    let b: PB
    let c: PC
    init(b: PB, c: PC) {
        self.b = b
        self.c = c
    }
}
final class NB: PB {
    let d: PD
    let e: PE
    init(d: PD, e: PE) {
        self.d = d
        self.e = e
    }
}
final class NC: PC {
    let f: PF
    let g: PG
    init(f: PF, g: PG) {
        self.f = f
        self.g = g
    }
}
final class ND: PD { init() {} }
final class NE: PE { init() {} }
final class NF: PF { init() {} }
final class NG: PG {
    let h: PH
    let i: PI
    init(h: PH, i: PI) {
        self.h = h
        self.i = i
    }
}
final class NH: PH { init() {} }
final class NI: PI { init() {} }

// 1,000 distinct service types for the validation benchmark: Node<A, B, C> over ten digits.
protocol Digit: SendableMetatype {}
enum D0: Digit {}
enum D1: Digit {}
enum D2: Digit {}
enum D3: Digit {}
enum D4: Digit {}
enum D5: Digit {}
enum D6: Digit {}
enum D7: Digit {}
enum D8: Digit {}
enum D9: Digit {}
func allDigits() -> [any Digit.Type] { [D0.self, D1.self, D2.self, D3.self, D4.self, D5.self, D6.self, D7.self, D8.self, D9.self] }

final class Node<A: Digit, B: Digit, C: Digit> {
    init(logger: Logging, fetcher: Fetching) {}
}
