import Storage
import SpecKit

final class ForbiddenStoreSpec: Spec {
    override func spec() {
        describe("ForbiddenStore") {
            let store = ForbiddenStore<Person>()

            it("fails every call, naming the dependency to mock") {
                let errors: [(any Error)?] = [
                    await capturedError { try await store.retrieveAll() },
                    await capturedError { try await store.retrieve(id: 1) },
                    await capturedError { try await store.count() },
                    await capturedError { try await store.save([]) },
                    await capturedError { try await store.purge() },
                    await capturedError { try await store.purge(ids: [1]) },
                    await capturedError { try await store.replaceAll(with: []) },
                ]
                for error in errors {
                    let storageError = error as? StorageError
                    expect(storageError?.message.contains("register a mock for RecordStoring<Person>")).to(beTrue(), description: storageError?.message)
                    expect(storageError?.exitCode.rawValue) == 70
                }
            }

            it("names the dependency it was given") {
                let error = await capturedError { try await ForbiddenStore<Person>(dependency: "UsersRetrieving").retrieveAll() }
                expect((error as? StorageError)?.hint?.contains("UsersRetrieving")).to(beTrue())
            }
        }
    }
}
