import SpecKit
import Storage

final class InMemoryRecordStoreSpec: Spec {
    override func spec() {
        describe("InMemoryRecordStore") {
            behavesLikeARecordStore { InMemoryRecordStore<Person>() }

            it("starts with the records it is given") {
                let store = InMemoryRecordStore(records: [Person(id: 7, name: "Hedy Lamarr")])
                let actual1 = try await store.retrieveAll().map(\.name)
                expect(actual1) == ["Hedy Lamarr"]
            }

            it("keeps every record written by concurrent tasks") {
                let store = InMemoryRecordStore<Person>()
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for writer in 0..<8 {
                        group.addTask {
                            for index in 0..<25 { try await store.save([Person(id: writer * 100 + index, name: "P\(writer)-\(index)")]) }
                        }
                    }
                    try await group.waitForAll()
                }
                let actual2 = try await store.count()
                expect(actual2) == 200
            }
        }
    }
}
