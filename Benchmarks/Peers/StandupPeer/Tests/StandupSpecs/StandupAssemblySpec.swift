import Foundation
import Nimble
import Quick
import Standup
import StandupAssemblies
import Swinject

/// The assemblies of standup in a container: stubs over them, and the real implementations
/// each setting chooses.
final class StandupAssemblySpec: AsyncSpec {
    override class func spec() {
        describe("StandupAssembly") {
            var settings = StandupSettings()
            var container = Container()
            beforeEach { settings = StandupSettings() }
            justBeforeEach {
                container = Container()
                for assembly in StandupApp.assemblies(settings) { assembly.assemble(container: container) }
            }

            it("registers every service the commands use") {
                expect(container.resolve(StandupShuffler.self)).toNot(beNil())
                expect(container.resolve((any TeamListing).self)).toNot(beNil())
                expect(container.resolve((any RandomSource).self)).toNot(beNil())
                expect(container.resolve((any HTTPClient).self)).to(beAKindOf(URLSessionHTTPClient.self))
            }
            context("with a stub team registered over it") {
                it("resolves the shuffler on the stub") {
                    container.register((any TeamListing).self) { _ in TeamListingStub(names: ["Ada", "Alan", "Grace"]) }
                    let order = try await container.resolve(StandupShuffler.self)?.order()
                    expect(order?.map(\.name).sorted()) == ["Ada", "Alan", "Grace"]
                }
                it("hands the stub's error to the caller") {
                    container.register((any TeamListing).self) { _ in TeamListingStub(failing: .missing(path: "/team.txt")) }
                    let shuffler = container.resolve(StandupShuffler.self)
                    await expect { try await shuffler?.order() }.to(throwError(TeamListError.missing(path: "/team.txt")))
                }
            }
            context("with team.source=inline") {
                it("uses InlineTeamList on team.members") {
                    let listing = container.resolve((any TeamListing).self)
                    expect(listing).to(beAKindOf(InlineTeamList.self))
                    let names = try await listing?.team().names
                    expect(names) == ["Ada", "Alan", "Grace", "Edsger"]
                }
            }
            context("with team.source=file") {
                beforeEach {
                    settings.source = .file
                    settings.file = URL(fileURLWithPath: "/tmp/team.txt")
                }
                it("uses FileTeamList on team.file") {
                    expect((container.resolve((any TeamListing).self) as? FileTeamList)?.file.path) == "/tmp/team.txt"
                }
                it("fails when asked for the team if team.file is not set") {
                    settings.file = nil
                    container = Container()
                    for assembly in StandupApp.assemblies(settings) { assembly.assemble(container: container) }
                    let listing = container.resolve((any TeamListing).self)
                    await expect { try await listing?.team() }.to(throwError(TeamListError.fileNotConfigured))
                }
            }
            context("with team.source=http") {
                beforeEach {
                    settings.source = .http
                    settings.url = URL(string: "https://intranet.example.com/team")
                    settings.timeout = 3
                }
                it("uses HTTPTeamList on team.url, through the HTTPClient the spec stubs") {
                    let http = HTTPClientStub()
                    http.stub("https://intranet.example.com/team", body: #"["Ada", "Alan"]"#)
                    container.register((any HTTPClient).self) { _ in http }
                    let listing = container.resolve((any TeamListing).self) as? HTTPTeamList
                    expect(listing?.timeout) == 3
                    let team = try await container.resolve(StandupShuffler.self)?.team()
                    expect(team?.names) == ["Ada", "Alan"]
                    expect(http.requests.compactMap(\.url?.absoluteString)) == ["https://intranet.example.com/team"]
                }
                it("fails when asked for the team if team.url is not set") {
                    settings.url = nil
                    container = Container()
                    for assembly in StandupApp.assemblies(settings) { assembly.assemble(container: container) }
                    let listing = container.resolve((any TeamListing).self)
                    await expect { try await listing?.team() }.to(throwError(TeamListError.urlNotConfigured))
                }
            }
            context("with standup.seed set") {
                beforeEach { settings.seed = 3 }
                it("registers a random source seeded with it, one per container") {
                    let random = container.resolve((any RandomSource).self)
                    expect(random?.next()) == SeededRandomSource(seed: 3).next()
                    let expected = SeededRandomSource(seed: 3)
                    _ = expected.next()
                    expect(container.resolve((any RandomSource).self)?.next()) == expected.next()
                }
            }
            context("without standup.seed") {
                it("registers the system's random source") {
                    expect(container.resolve((any RandomSource).self)).to(beAKindOf(SystemRandomSource.self))
                }
            }
        }
    }
}
