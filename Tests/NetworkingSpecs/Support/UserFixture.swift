import Foundation

/// The shape of `https://jsonplaceholder.typicode.com/users`, as the app will decode it.
struct UserFixture: Decodable, Equatable {
    struct Company: Decodable, Equatable {
        let name: String
        let catchPhrase: String?
    }

    let id: Int
    let name: String
    let email: String?
    let company: Company?

    static let json = """
        [
          {"id": 1, "name": "Leanne Graham", "email": "Sincere@april.biz", "company": {"name": "Romaguera-Crona", "catchPhrase": "Multi-layered client-server neural-net"}},
          {"id": 2, "name": "Ervin Howell", "email": "Shanna@melissa.tv", "company": {"name": "Deckow-Crist"}},
          {"id": 3, "name": "Clementine Bauch"}
        ]
        """
}
