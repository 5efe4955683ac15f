/// Someone on the list: the shape of `https://jsonplaceholder.typicode.com/users`.
/// `id` and `name` are required; the rest is optional and extra fields are ignored.
public struct Person: Codable, Sendable, Hashable, Identifiable {
    public let id: Int
    public let name: String
    public let username: String?
    public let email: String?
    public let phone: String?
    public let website: String?
    public let company: Company?

    public init(id: Int, name: String, username: String? = nil, email: String? = nil, phone: String? = nil, website: String? = nil, company: Company? = nil) {
        self.id = id
        self.name = name
        self.username = username
        self.email = email
        self.phone = phone
        self.website = website
        self.company = company
    }

    /// The company a person works for.
    public struct Company: Codable, Sendable, Hashable {
        public let name: String?
        public let catchPhrase: String?

        public init(name: String?, catchPhrase: String? = nil) {
            self.name = name
            self.catchPhrase = catchPhrase
        }
    }
}
