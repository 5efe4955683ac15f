import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A JUnit report read back with an XML parser: proof that it is well-formed, and its elements
/// with their attributes and text for meta-specs to check.
final class JUnitDocument: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
        /// The element's own text, such as a failure's details.
        var text = ""
        /// The `name` of the enclosing test case, for `failure` and `skipped`.
        let testcase: String?
    }

    private(set) var elements: [Element] = []
    private(set) var error: String?
    private var open: [Int] = []
    private var currentTestcase: String?

    /// Parses `xml`; nil when it is not well-formed.
    static func parse(_ xml: String) -> JUnitDocument? {
        let document = JUnitDocument()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = document
        guard parser.parse(), document.error == nil else { return nil }
        return document
    }

    func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

    /// The test case with this `name` attribute.
    func testcase(_ name: String) -> Element? { elements(named: "testcase").first { $0.attributes["name"] == name } }

    /// The `failure` or `skipped` element of the test case with this name.
    func child(_ name: String, of testcase: String) -> Element? {
        elements.first { $0.name == name && $0.testcase == testcase }
    }

    func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "testcase" { currentTestcase = attributes["name"] }
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributes, testcase: elementName == "testcase" ? nil : currentTestcase))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
        if elementName == "testcase" { currentTestcase = nil }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        error = "\(parseError)"
    }
}
