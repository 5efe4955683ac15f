/// Someone on the list: the shape of `https://jsonplaceholder.typicode.com/users`.
/// `id` and `name` are required; the rest is optional and extra fields are ignored.
package struct Person: Codable, Sendable, Hashable, Identifiable {
    /// Unique within a list.
    package let id: Int
    /// The full name, never blank in a stored list.
    package let name: String
    /// A short handle: `Bret`.
    package let username: String?
    /// An email address.
    package let email: String?
    /// A phone number, as written.
    package let phone: String?
    /// A web site, as written.
    package let website: String?
    /// Where the person works.
    package let company: Company?

    /// A person; only `id` and `name` are required.
    package init(
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
    package struct Company: Codable, Sendable, Hashable {
        /// The company's name.
        package let name: String?
        /// Its motto.
        package let catchPhrase: String?

        /// A company.
        package init(name: String?, catchPhrase: String? = nil) {
            self.name = name
            self.catchPhrase = catchPhrase
        }
    }
}
