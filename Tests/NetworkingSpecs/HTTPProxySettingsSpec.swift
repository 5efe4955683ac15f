import Foundation
import Networking
import Platform
import SpecKit

final class HTTPProxySettingsSpec: Spec {
    override func spec() {
        describe("HTTPProxySettings") {
            context("reading the environment as curl does") {
                it("takes http_proxy in lower case only, and HTTPS_PROXY, ALL_PROXY and NO_PROXY in either case") {
                    let settings = HTTPProxySettings(
                        environment: DictionaryEnvironment([
                            "HTTP_PROXY": "http://ignored:1", "https_proxy": "http://tls:2", "ALL_PROXY": "socks5://all:3", "no_proxy": "localhost",
                        ])
                    )
                    expect(settings.proxy(forScheme: "http")) == "socks5://all:3"
                    expect(settings.proxy(forScheme: "https")) == "http://tls:2"
                    expect(settings.noProxy) == "localhost"
                }
            }

            describe("bypasses(host:noProxy:)") {
                it("bypasses every host for '*'") {
                    expect(HTTPProxySettings.bypasses(host: "api.example.com", noProxy: "*")) == true
                }
                it("matches a host and the hosts under it, with or without a leading dot, in any case") {
                    expect(HTTPProxySettings.bypasses(host: "api.example.com", noProxy: "localhost, .Example.com")) == true
                    expect(HTTPProxySettings.bypasses(host: "example.com", noProxy: "example.com")) == true
                    expect(HTTPProxySettings.bypasses(host: "127.0.0.1", noProxy: "127.0.0.1")) == true
                }
                it("does not match another host that merely ends the same way") {
                    expect(HTTPProxySettings.bypasses(host: "badexample.com", noProxy: "example.com")) == false
                    expect(HTTPProxySettings.bypasses(host: "api.example.com", noProxy: nil)) == false
                }
            }

            describe("shown(_:)") {
                it("shows the host and port only, never the user or password") {
                    expect(HTTPProxySettings.shown("http://bob:SECRET@proxy.example:3128")) == "proxy.example:3128"
                    expect(HTTPProxySettings.shown("proxy.example:8080")) == "proxy.example:8080"
                    expect(HTTPProxySettings.shown("https://proxy.example")) == "proxy.example"
                }
                it("describes a proxy it cannot parse without echoing it") {
                    expect(HTTPProxySettings.shown("http://bob:SE@CRET@\u{301}x")).toNot(contain("SE"))
                }
            }
        }
    }
}
