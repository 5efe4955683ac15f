import CLI

/// Fixture JSON served by the loopback server in end-to-end specs: ten people in the shape of
/// jsonplaceholder's users (with the extra fields it has, which the app ignores).
enum Fixtures {
    /// Ten people, ids 1...10.
    static let users = #"""
        [
          {
            "id": 1,
            "name": "Leona Marsh",
            "username": "leona",
            "email": "leona@marsh.example",
            "address": {
              "street": "Main St",
              "city": "Springfield",
              "zipcode": "00000"
            },
            "phone": "555-0201",
            "website": "marsh.example",
            "company": {
              "name": "Marsh & Daughters",
              "catchPhrase": "Tidy tides",
              "bs": "synergy"
            }
          },
          {
            "id": 2,
            "name": "Oscar Pinto",
            "username": "oscar",
            "email": "oscar@pinto.example",
            "address": {
              "street": "Main St",
              "city": "Springfield",
              "zipcode": "00000"
            },
            "phone": "555-0202",
            "website": "pinto.example",
            "company": {
              "name": "Pinto Logistics",
              "catchPhrase": "Boxes on time",
              "bs": "synergy"
            }
          },
          {
            "id": 3,
            "name": "Hana Okafor",
            "username": "hana",
            "email": "hana@okafor.example",
            "address": {
              "street": "Main St",
              "city": "Springfield",
              "zipcode": "00000"
            },
            "phone": "555-0203",
            "website": "okafor.example",
            "company": {
              "name": "Okafor Labs",
              "catchPhrase": "Measure twice",
              "bs": "synergy"
            }
          },
          {
            "id": 4,
            "name": "Tomás Rivera",
            "username": "tomas",
            "email": "tomas@rivera.example",
            "address": {
              "street": "Main St",
              "city": "Springfield",
              "zipcode": "00000"
            },
            "phone": "555-0204",
            "website": "rivera.example",
            "company": {
              "name": "Rivera Bakery",
              "catchPhrase": "Bread before dawn",
              "bs": "synergy"
            }
          },
          {
            "id": 5,
            "name": "Ingrid Solberg",
            "username": "ingrid",
            "email": "ingrid@solberg.example",
            "address": {
              "street": "Main St",
              "city": "Springfield",
              "zipcode": "00000"
            },
            "phone": "555-0205",
            "website": "solberg.example",
            "company": {
              "name": "Solberg Shipping",
              "catchPhrase": "North by design",
              "bs": "synergy"
            }
          },
          {
            "id": 6,
            "name": "Kwame Mensah",
            "username": "kwame",
            "email": "kwame@mensah.example",
            "address": {
              "street": "Main St",
              "city": "Springfield",
              "zipcode": "00000"
            },
            "phone": "555-0206",
            "website": "mensah.example",
            "company": {
              "name": "Mensah Textiles",
              "catchPhrase": "Woven to last",
              "bs": "synergy"
            }
          },
          {
            "id": 7,
            "name": "Priya Natarajan",
            "username": "priya",
            "email": "priya@natarajan.example",
            "address": {
              "street": "Main St",
              "city": "Springfield",
              "zipcode": "00000"
            },
            "phone": "555-0207",
            "website": "natarajan.example",
            "company": {
              "name": "Natarajan Analytics",
              "catchPhrase": "Numbers that talk",
              "bs": "synergy"
            }
          },
          {
            "id": 8,
            "name": "Lucas Ferreira",
            "username": "lucas",
            "email": "lucas@ferreira.example",
            "address": {
              "street": "Main St",
              "city": "Springfield",
              "zipcode": "00000"
            },
            "phone": "555-0208",
            "website": "ferreira.example",
            "company": {
              "name": "Ferreira Motors",
              "catchPhrase": "Engines with manners",
              "bs": "synergy"
            }
          },
          {
            "id": 9,
            "name": "Mei Chen",
            "username": "mei",
            "email": "mei@chen.example",
            "address": {
              "street": "Main St",
              "city": "Springfield",
              "zipcode": "00000"
            },
            "phone": "555-0209",
            "website": "chen.example",
            "company": {
              "name": "Chen Architecture",
              "catchPhrase": "Light first",
              "bs": "synergy"
            }
          },
          {
            "id": 10,
            "name": "Yusuf Demir",
            "username": "yusuf",
            "email": "yusuf@demir.example",
            "address": {
              "street": "Main St",
              "city": "Springfield",
              "zipcode": "00000"
            },
            "phone": "555-0210",
            "website": "demir.example",
            "company": {
              "name": "Demir Ceramics",
              "catchPhrase": "Fired with care",
              "bs": "synergy"
            }
          }
        ]
        """#

    /// The same shape, three other people: what a second refresh brings.
    static let otherUsers = #"""
        [
          {"id": 21, "name": "Ada Quinn", "username": "adaq", "email": "ada@quinn.example", "company": {"name": "Quinn & Co"}},
          {"id": 22, "name": "Bram Stokes", "username": "bram", "email": "bram@stokes.example", "company": {"name": "Stokes Ltd"}},
          {"id": 23, "name": "Cleo Park", "username": "cleo", "email": "cleo@park.example", "company": {"name": "Park Media"}}
        ]
        """#

    /// `count` people in the shape of jsonplaceholder's users, ids starting at `firstID`.
    static func many(_ count: Int, firstID: Int = 1, tag: String = "Person") -> String {
        let people = (firstID..<(firstID + count)).map { id in
            #"{"id":\#(id),"name":"\#(tag) \#(id)","username":"user\#(id)","email":"user\#(id)@example.com","company":{"name":"\#(tag) Company \#(id % 13)"}}"#
        }
        return "[" + people.joined(separator: ",") + "]"
    }
}

extension DataOrigin {
    /// A live source: no marker, `"sample": false`.
    static let live = DataOrigin(provider: "http", sample: false)
    /// The bundled list.
    static let sample = DataOrigin(provider: "bundled", sample: true, note: "sample data: the bundled demo list")
}
