/// Someone on the list: the shape of `https://jsonplaceholder.typicode.com/users`.
/// `id` and `name` are required; the rest is optional and extra fields are ignored.
public struct Person: Codable, Sendable, Hashable, Identifiable {
    /// Unique within a list.
    public let id: Int
    /// The full name, never blank in a stored list.
    public let name: String
    /// A short handle: `Bret`.
    public let username: String?
    /// An email address.
    public let email: String?
    /// A phone number, as written.
    public let phone: String?
    /// A web site, as written.
    public let website: String?
    /// Where the person works.
    public let company: Company?

    /// A person; only `id` and `name` are required.
    public init(
        id: Int,
        name: String,
        username: String? = nil,
        email: String? = nil,
        phone: String? = nil,
        website: String? = nil,
        company: Company? = nil
    ) {
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
        /// The company's name.
        public let name: String?
        /// Its motto.
        public let catchPhrase: String?

        /// A company.
        public init(name: String?, catchPhrase: String? = nil) {
            self.name = name
            self.catchPhrase = catchPhrase
        }
    }
}
