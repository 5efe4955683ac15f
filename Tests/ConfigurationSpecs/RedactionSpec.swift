import Configuration
import Foundation
import PlatformTesting
import SpecKit

final class RedactionSpec: Spec {
    override func spec() {
        describe("Redaction.url") {
            it("redacts the user and password, keeping the scheme, host and path") {
                expect(Redaction.url("http://bob:hunter2@host/x")) == "http://<redacted>@host/x"
            }
            it("redacts every query value, keeping the names") {
                expect(Redaction.url("http://bob:hunter2@host/x?token=q")) == "http://<redacted>@host/x?token=<redacted>"
                expect(Redaction.url("https://host:8080/api?key=abc&page=2")) == "https://host:8080/api?key=<redacted>&page=<redacted>"
            }
            it("redacts fragment values and bare parameters") {
                expect(Redaction.url("https://host/cb#access_token=abc")) == "https://host/cb#access_token=<redacted>"
                expect(Redaction.url("https://host/x?s3cr3t")) == "https://host/x?<redacted>"
            }
            it("leaves a URL without secrets as it was") {
                expect(Redaction.url("https://api.open-meteo.com/v1")) == "https://api.open-meteo.com/v1"
                expect(Redaction.url("https://host/a@b")) == "https://host/a@b"
            }
            it("does not show text that is not a valid URL, only its length") {
                expect(Redaction.url("bob:hunter2@host")) == "<redacted: 16 characters>"
                expect(Redaction.url("http//bob:pw@host/x?t=1")) == "<redacted: 23 characters>"
                expect(Redaction.url("//SECRET@At://")) == "<redacted: 14 characters>"
                expect(Redaction.url("bob:p@SECRETX@host/x")).toNot(contain("SECRETX"))
            }
            it("keeps a password followed by a combining mark out, whatever the parser makes of it") {
                let shown = Redaction.url("http://bob:SECRETQ@\u{301}host/x")
                expect(shown).toNot(contain("SECRETQ"))
                expect(shown).toNot(contain("bob"))
            }
            it("redacts a parameter whole when its value holds a ';'") {
                expect(Redaction.url("http://h/x?token=abc;def=ghi")) == "http://h/x?token=<redacted>"
                expect(Redaction.url("http://h/x?a;token=abc&page=2")) == "http://h/x?<redacted>&page=<redacted>"
            }
            it("shows no parameter name that is not a plain word") {
                expect(Redaction.url("http://h/x?to%20ken=1&ok=2")) == "http://h/x?<redacted>&ok=<redacted>"
            }
            it("keeps the password out of a URL with an '@' in it twice") {
                expect(Redaction.url("http://u:owKEY-7f3a9c1e5b2d4a68/@127.0.0.1:1/")).toNot(contain("owKEY"))
                expect(Redaction.url("http://bob:p@ss@host/x")).toNot(contain("p@ss"))
            }
        }

        describe("a URL setting in the config dump") {
            let directory = TemporaryDirectory(creating: ["home", "work"])
            afterEach { directory.remove() }

            it("shows the URL without credentials or query values, as text and as JSON") {
                let configuration = try loadConfiguration(in: directory, environment: ["PEOPLE_URL": "http://bob:hunter2@host/x?token=q"])
                let dump = configuration.dump
                expect(dump.text).to(contain("people.url=http://<redacted>@host/x?token=<redacted>"))
                expect(dump.text).toNot(contain("hunter2"))
                let json = String(decoding: try JSONEncoder().encode(dump), as: UTF8.self)
                expect(json).toNot(contain("hunter2"))
                expect(json).toNot(contain("token=q"))
                expect(configuration.settings.first { $0.key == "people.url" }?.shownValue) == "http://<redacted>@host/x?token=<redacted>"
            }
        }
    }
}
