import Configuration
import SpecKit

final class ConfigurationSchemaSpec: Spec {
    override func spec() {
        describe("ConfigurationSchema") {
            func problem(_ settings: [any SettingDeclaring]) -> String? {
                do {
                    _ = try ConfigurationSchema(settings)
                    return nil
                } catch {
                    return error.message
                }
            }

            it("accepts the same declaration from two components once") {
                let schema = try ConfigurationSchema([SampleSettings.timeout, SampleSettings.timeout, SampleSettings.backend])
                expect(schema.keys) == ["http.timeout", "storage.backend"]
            }
            it("refuses one key declared twice differently") {
                let other = Setting.string("http.timeout", default: "x", doc: "Another meaning.")
                expect(problem([SampleSettings.timeout, other])) == "setting 'http.timeout' is declared wrongly: it is declared twice, differently"
            }
            it("refuses two keys that map to one environment variable") {
                let dotted = Setting.string("http.max.body", default: nil, doc: "x")
                let dashed = Setting.string("http.max-body", default: nil, doc: "x")
                expect(problem([dotted, dashed]))
                    == "setting 'http.max-body' is declared wrongly: it maps to the same environment variable, HTTP_MAX_BODY, as 'http.max.body'"
            }
            it("refuses keys of one component, so no stray variable such as PATH is read") {
                expect(problem([Setting.string("path", default: nil, doc: "x")]))
                    == "setting 'path' is declared wrongly: a key needs at least two dotted components, such as 'storage.path'"
            }
            it("refuses upper case and odd characters in keys") {
                expect(problem([Setting.string("storage.backEnd", default: nil, doc: "x")]))
                    == "setting 'storage.backEnd' is declared wrongly: a key holds only lowercase letters, digits, hyphens and dots"
                expect(problem([Setting.string("storage..path", default: nil, doc: "x")]))
                    == "setting 'storage..path' is declared wrongly: a key has no empty components"
                expect(problem([Setting.string("storage.-path", default: nil, doc: "x")]))
                    == "setting 'storage.-path' is declared wrongly: each component of a key starts with a lowercase letter or a digit"
            }
            it("refuses a default that does not fit the type") {
                expect(problem([Setting.duration("http.timeout", default: "30", doc: "x")]))
                    == "setting 'http.timeout' is declared wrongly: its default '30' does not fit: expected a duration between 1ms and 24h, such as 500ms, 30s, 2m or 1h"
                expect(problem([Setting.choice("storage.backend", among: ["a"], default: "b", doc: "x")]))
                    == "setting 'storage.backend' is declared wrongly: its default 'b' does not fit: expected one of: a"
            }
            it("refuses a choice with no names") {
                expect(problem([Setting.choice("storage.backend", among: [], default: nil, doc: "x")]))
                    == "setting 'storage.backend' is declared wrongly: a choice needs at least one accepted name"
            }
            describe("built unchecked, for a program's start-up") {
                it("knows the same keys, in the same order, as the checked schema") {
                    let settings: [any SettingDeclaring] = [
                        SampleSettings.timeout, SampleSettings.timeout, SampleSettings.backend, SampleSettings.cities,
                    ]
                    let checked = try ConfigurationSchema(settings)
                    let unchecked = ConfigurationSchema(unchecked: settings)
                    expect(unchecked.keys) == checked.keys
                    expect(unchecked.declarations) == checked.declarations
                    expect(unchecked["storage.backend"]) == SampleSettings.backend.declaration
                    expect(unchecked["storage.nothing"]).to(beNil())
                }
                it("keeps the first declaration of a key declared twice differently") {
                    let other = Setting.string("http.timeout", default: "x", doc: "Another meaning.")
                    let schema = ConfigurationSchema(unchecked: [SampleSettings.timeout, other])
                    expect(schema.keys) == ["http.timeout"]
                    expect(schema["http.timeout"]) == SampleSettings.timeout.declaration
                }
                it("does not check the declarations: its specs do, with the checked schema") {
                    let wrong = Setting.duration("http.timeout", default: "30", doc: "x")
                    expect(ConfigurationSchema(unchecked: [wrong]).keys) == ["http.timeout"]
                    expect(problem([wrong])).toNot(beNil())
                }
            }
            it("renders a Markdown reference table, secrets marked") {
                let schema = try ConfigurationSchema([SampleSettings.backend, SampleSettings.apiKey, SampleSettings.cities])
                expect(schema.referenceTable) == """
                    | Key | Type | Default | Environment variable | Meaning |
                    |-----|------|---------|----------------------|---------|
                    | `openweather.api-key` | string | (none) | `OPENWEATHER_API_KEY` | Secret: never shown. The OpenWeather API key. |
                    | `storage.backend` | choice (sqlite\\|memory) | `sqlite` | `STORAGE_BACKEND` | Where people are stored. |
                    | `weather.cities` | list | `Madrid,A Coruña` | `WEATHER_CITIES` | The cities of `weather cities`. |

                    """
            }
        }
    }
}
