import Foundation
import SpecKit
import Storage

/// The examples every `RecordStoring` implementation must pass, declared inside the caller's
/// group. `makeStore` gives a fresh, empty store of people for each example.
func behavesLikeARecordStore(_ makeStore: @escaping () async throws -> any RecordStoring<Person>) {
    let ada = Person(id: 1, name: "Ada Lovelace", company: "Analytical Engines")
    let grace = Person(id: 2, name: "Grace Hopper", company: "Navy")
    let alan = Person(id: 3, name: "Alan Turing")

    context("when empty") {
        it("retrieves nothing") {
            let store = try await makeStore()
            let actual1 = try await store.retrieveAll()
            expect(actual1) == []
            let actual2 = try await store.count()
            expect(actual2) == 0
            let actual3 = try await store.retrieve(id: 1)
            expect(actual3).to(beNil())
        }
    }

    context("when records are saved") {
        it("retrieves them in the order they were saved, and by id") {
            let store = try await makeStore()
            try await store.save([ada, grace])
            try await store.save([alan])
            let actual4 = try await store.retrieveAll()
            expect(actual4) == [ada, grace, alan]
            let actual5 = try await store.retrieve(id: 2)
            expect(actual5) == grace
            let actual6 = try await store.count()
            expect(actual6) == 3
        }

        it("replaces a stored record with the same id, keeping its place") {
            let store = try await makeStore()
            try await store.save([ada, grace, alan])
            var renamed = grace
            renamed.name = "Rear Admiral Hopper"
            try await store.save([renamed])
            let actual7 = try await store.retrieveAll()
            expect(actual7) == [ada, renamed, alan]
        }

        it("refuses two records with the same id in one call, saving neither") {
            let store = try await makeStore()
            let error = await capturedError { try await store.save([ada, Person(id: 1, name: "Other")]) }
            guard case .invalidRecords? = error as? StorageError else {
                fail("expected invalidRecords, got \(String(describing: error))")
                return
            }
            let actual8 = try await store.count()
            expect(actual8) == 0
        }
    }

    context("when purged") {
        it("deletes everything") {
            let store = try await makeStore()
            try await store.save([ada, grace])
            try await store.purge()
            let actual9 = try await store.retrieveAll()
            expect(actual9) == []
        }

        it("deletes only the records with the given ids, ignoring unknown ones") {
            let store = try await makeStore()
            try await store.save([ada, grace, alan])
            try await store.purge(ids: [2, 99])
            let actual10 = try await store.retrieveAll()
            expect(actual10) == [ada, alan]
        }
    }

    context("when everything is replaced") {
        it("keeps only the new records") {
            let store = try await makeStore()
            try await store.save([ada, grace])
            try await store.replaceAll(with: [alan, grace])
            let actual11 = try await store.retrieveAll().map(\.id).sorted()
            expect(actual11) == [2, 3]
            let actual12 = try await store.retrieve(id: 1)
            expect(actual12).to(beNil())
        }

        it("keeps the old records when the new ones have a duplicate id") {
            let store = try await makeStore()
            try await store.save([ada, grace])
            let error = await capturedError { try await store.replaceAll(with: [alan, alan]) }
            expect(error).toNot(beNil())
            let actual13 = try await store.retrieveAll()
            expect(actual13) == [ada, grace]
        }

        it("empties the store when given nothing") {
            let store = try await makeStore()
            try await store.save([ada])
            try await store.replaceAll(with: [])
            let actual14 = try await store.count()
            expect(actual14) == 0
        }
    }
}
