// A second baseline of the weather start-up benchmark: the Foundation hello-world, also linked
// with FoundationNetworking (which loads libcurl and its TLS, Kerberos and LDAP libraries), as
// every program that can make an HTTP request with URLSession on Linux is. The difference from
// HelloFoundation is the price of that linking alone.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

let greeting = String(format: "Hello, %@!", "world")
if CommandLine.arguments.count > 99 {
    _ = URLSession(configuration: .ephemeral)   // never runs: only makes the library a real dependency
}
FileHandle.standardOutput.write(Data((greeting + "\n").utf8))
