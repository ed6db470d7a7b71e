import Foundation

@testable import TaskKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// WebDAV answers in the shapes the CalDAV servers we sync with send them (written here after each server's
/// habits: prefixes or default namespaces, declarations on the root or on each element, pretty-printing,
/// calendar data as text with raw or escaped CR, or in CDATA). Not copies of any server's files.
enum DAVXMLCorpus {
    static let todo = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//Server//EN", "BEGIN:VTODO",
        "UID:6F1C3A52-7B1E-4C1A-9D35-2F0B8E7A1C44", "DTSTAMP:20261102T090000Z",
        "SUMMARY:Milk & <eggs> \"fresh\" – für Müller", "DESCRIPTION:a ]] b ]]> c", "STATUS:NEEDS-ACTION",
        "END:VTODO", "END:VCALENDAR", "",
    ]

    /// The iCalendar text with CR LF line ends, as servers store it.
    static let todoCRLF = todo.joined(separator: "\r\n")

    static func escaped(_ text: String, carriageReturn: String = "\r") -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\r", with: carriageReturn)
    }

    /// `text` in CDATA sections, split where it holds `]]>`.
    static func cdata(_ text: String) -> String {
        "<![CDATA[" + text.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
    }

    /// Every sample, by a name that says whose shape it has.
    static let samples: [(name: String, text: String)] = [
        ("Radicale PROPFIND (discovery)", radicalePropfind),
        ("Radicale calendar-multiget", radicaleMultiget),
        ("Radicale sync-collection", radicaleSyncCollection),
        ("Xandikos calendar-multiget", xandikosMultiget),
        ("Nextcloud/SabreDAV PROPFIND of the home", sabrePropfind),
        ("Nextcloud/SabreDAV calendar-multiget", sabreMultiget),
        ("iCloud calendar-multiget", iCloudMultiget),
        ("iCloud sync-collection", iCloudSyncCollection),
        ("Fastmail/Cyrus calendar-multiget", cyrusMultiget),
        ("Google calendar-query", googleQuery),
        ("namespaces, comments, references", oddities),
    ]

    /// Python's ElementTree: a single-quoted declaration, the DAV: default namespace, CR LF raw in the text.
    static let radicalePropfind = """
        <?xml version='1.0' encoding='utf-8'?>
        <multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:CS="http://calendarserver.org/ns/">\
        <response><href>/user/</href><propstat><prop><current-user-principal><href>/user/</href>\
        </current-user-principal><C:calendar-home-set><href>/user/</href></C:calendar-home-set></prop>\
        <status>HTTP/1.1 200 OK</status></propstat><propstat><prop><CS:getctag /></prop>\
        <status>HTTP/1.1 404 Not Found</status></propstat></response></multistatus>
        """

    static let radicaleMultiget = """
        <?xml version='1.0' encoding='utf-8'?>
        <multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><response><href>/user/tasks/a.ics</href>\
        <propstat><prop><getetag>"8d1f-1"</getetag><C:calendar-data>\(escaped(todoCRLF))</C:calendar-data></prop>\
        <status>HTTP/1.1 200 OK</status></propstat></response><response><href>/user/tasks/gone.ics</href>\
        <status>HTTP/1.1 404 Not Found</status></response></multistatus>
        """

    static let radicaleSyncCollection = """
        <?xml version='1.0' encoding='utf-8'?>
        <multistatus xmlns="DAV:"><sync-token>http://radicale.org/ns/sync/4f2c</sync-token><response>\
        <href>/user/tasks/a.ics</href><propstat><prop><getetag>"8d1f-2"</getetag></prop>\
        <status>HTTP/1.1 200 OK</status></propstat></response><response><href>/user/tasks/b.ics</href>\
        <status>HTTP/1.1 404 Not Found</status></response></multistatus>
        """

    /// ElementTree with generated prefixes (`ns0`, `ns1`) and CR written as a character reference.
    static let xandikosMultiget = """
        <ns0:multistatus xmlns:ns0="DAV:" xmlns:ns1="urn:ietf:params:xml:ns:caldav"><ns0:response>\
        <ns0:href>/user/calendars/tasks/a.ics</ns0:href><ns0:propstat><ns0:status>HTTP/1.1 200 OK</ns0:status>\
        <ns0:prop><ns0:getetag>"0bd1c0a8"</ns0:getetag><ns1:calendar-data>\(escaped(todoCRLF, carriageReturn: "&#13;"))\
        </ns1:calendar-data></ns0:prop></ns0:propstat></ns0:response></ns0:multistatus>
        """

    /// sabre/xml: pretty-printed with indentation, many namespaces on the root, CR as `&#13;`.
    static let sabrePropfind = """
        <?xml version="1.0"?>
        <d:multistatus xmlns:d="DAV:" xmlns:s="http://sabredav.org/ns" xmlns:cal="urn:ietf:params:xml:ns:caldav" \
        xmlns:cs="http://calendarserver.org/ns/" xmlns:oc="http://owncloud.org/ns" xmlns:nc="http://nextcloud.org/ns">
         <d:response>
          <d:href>/remote.php/dav/calendars/alice/tasks/</d:href>
          <d:propstat>
           <d:prop>
            <d:resourcetype>
             <d:collection/>
             <cal:calendar/>
            </d:resourcetype>
            <d:displayname>Tasks</d:displayname>
            <cal:supported-calendar-component-set>
             <cal:comp name="VTODO"/>
             <cal:comp name='VEVENT'/>
            </cal:supported-calendar-component-set>
            <cs:getctag>http://sabre.io/ns/sync/12</cs:getctag>
           </d:prop>
           <d:status>HTTP/1.1 200 OK</d:status>
          </d:propstat>
          <d:propstat>
           <d:prop>
            <x1:calendar-color xmlns:x1="http://apple.com/ns/ical/"/>
           </d:prop>
           <d:status>HTTP/1.1 404 Not Found</d:status>
          </d:propstat>
         </d:response>
        </d:multistatus>

        """

    static let sabreMultiget = """
        <?xml version="1.0"?>
        <d:multistatus xmlns:d="DAV:" xmlns:s="http://sabredav.org/ns" xmlns:cal="urn:ietf:params:xml:ns:caldav">
         <d:response>
          <d:href>/remote.php/dav/calendars/alice/tasks/a.ics</d:href>
          <d:propstat>
           <d:prop>
            <d:getetag>&quot;5c1f0b2e9a&quot;</d:getetag>
            <cal:calendar-data>\(escaped(todoCRLF, carriageReturn: "&#13;"))</cal:calendar-data>
           </d:prop>
           <d:status>HTTP/1.1 200 OK</d:status>
          </d:propstat>
         </d:response>
        </d:multistatus>

        """

    /// Apple's servers: the default namespace declared again on elements of other namespaces, CDATA.
    static let iCloudMultiget = """
        <?xml version="1.0" encoding="UTF-8"?>
        <multistatus xmlns="DAV:"><response><href>/123456/calendars/tasks/a.ics</href><propstat><prop>\
        <getetag>"mk2yf7qb"</getetag><calendar-data xmlns="urn:ietf:params:xml:ns:caldav">\(cdata(todoCRLF))\
        </calendar-data></prop><status>HTTP/1.1 200 OK</status></propstat></response></multistatus>
        """

    static let iCloudSyncCollection = """
        <?xml version="1.0" encoding="UTF-8"?>
        <multistatus xmlns="DAV:"><response><href>/123456/calendars/tasks/a.ics</href><propstat><prop>\
        <getetag>"mk2yf7qc"</getetag></prop><status>HTTP/1.1 200 OK</status></propstat></response><response>\
        <href>/123456/calendars/tasks/b.ics</href><status>HTTP/1.1 404 Not Found</status></response>\
        <sync-token>HwoQEgwAAC1Y8z0wAAAAABgCGAAiFgi</sync-token></multistatus>
        """

    /// libxml2's writer: upper-case prefixes, pretty-printed, calendar data in CDATA.
    static let cyrusMultiget = """
        <?xml version="1.0" encoding="utf-8"?>
        <D:multistatus xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:CS="http://calendarserver.org/ns/">
          <D:response>
            <D:href>/dav/calendars/user/alice@fastmail.com/Tasks/a.ics</D:href>
            <D:propstat>
              <D:prop>
                <D:getetag>"2f1a0d6b"</D:getetag>
                <C:calendar-data>\(cdata(todoCRLF))</C:calendar-data>
              </D:prop>
              <D:status>HTTP/1.1 200 OK</D:status>
            </D:propstat>
          </D:response>
        </D:multistatus>

        """

    static let googleQuery = """
        <?xml version="1.0" encoding="UTF-8"?>
        <D:multistatus xmlns:D="DAV:" xmlns:caldav="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/" \
        xmlns:ical="http://apple.com/ns/ical/"><D:response><D:href>/caldav/v2/alice%40gmail.com/events/a.ics</D:href>\
        <D:propstat><D:status>HTTP/1.1 200 OK</D:status><D:prop><D:getetag>"63901234567"</D:getetag>\
        <caldav:calendar-data>\(escaped(todoCRLF))</caldav:calendar-data></D:prop></D:propstat></D:response>\
        </D:multistatus>
        """

    /// What a server may legally send and we must read: a BOM, comments and processing instructions around
    /// and inside, a prefix rebound in an inner scope, the default namespace undeclared (`xmlns=""`), both
    /// quote styles, every predefined entity and character references in decimal and hex.
    static let oddities = """
        \u{FEFF}<?xml version="1.0" encoding="utf-8" standalone="yes" ?>
        <!-- served by a test -->
        <?xml-stylesheet href="a.xsl"?>
        <D:multistatus xmlns:D="DAV:" xmlns="urn:example:outer">
          <D:response><!-- inside --><?server-note fast?>
            <D:href>/a&amp;b/&#x41;&#66;&lt;&gt;&apos;&quot;&#x1F600;</D:href>
            <plain xmlns="">no namespace<D:x a='1' b="2" D:c="3" xml:lang="de">é</D:x></plain>
            <D:prop xmlns:D="urn:example:rebound"><D:inner/></D:prop>
            <outer/>
            <D:text>a<![CDATA[<b>&amp;]]>c&#13;&#10;d\r\ne\rf</D:text>
          </D:response>
        </D:multistatus>
        <!-- after -->

        """
}

#if canImport(FoundationXML) || canImport(Darwin)
    /// The reader TaskKit used before `DAVXMLReader`, on Foundation's `XMLParser`: the oracle of the
    /// differential tests.
    final class FoundationDAVParser: NSObject, XMLParserDelegate {
        private var stack: [DAVElement] = []
        private var root: DAVElement?

        /// The root element, or nil when `XMLParser` finds an error. libxml2 reads on after some errors (a
        /// mismatched end tag, a namespace error) and `parse()` then says true; the old reader took such answers,
        /// with whatever tree was recovered. Here any reported error is a refusal, as it is for `DAVXMLReader`,
        /// but for what libxml2 reports that XML and its namespaces allow: a namespace name that is not an
        /// absolute URI (libxml2's XML_WAR_NS_URI 99, XML_WAR_NS_URI_RELATIVE 100) and a processing
        /// instruction's target starting with `xml` (XML_ERR_RESERVED_XML_NAME 64; only reserved, not an error).
        static func parse(_ data: Data) -> DAVElement? {
            let delegate = FoundationDAVParser()
            let parser = XMLParser(data: data)
            parser.shouldProcessNamespaces = true
            parser.shouldResolveExternalEntities = false
            parser.delegate = delegate
            guard parser.parse() else { return nil }
            if let error = parser.parserError as NSError?, ![64, 99, 100].contains(error.code) { return nil }
            return delegate.root
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            stack.append(DAVElement(namespace: namespaceURI ?? "", name: elementName, attributes: attributeDict))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
        }
    }
#endif
