import Foundation

/// A visual format string, parsed: the views in order along one axis, the spaces between them
/// and to the superview's edges, and each view's size predicates. Its grammar is the one
/// Apple's Auto Layout Guide gives for the Visual Format Language.
package struct VisualFormat {
    /// A relation, a constant or another view's size, and a priority.
    package struct Predicate: Equatable {
        package enum Object: Equatable {
            case constant(CGFloat)
            /// Another view's size along the axis (allowed only in a view's predicates).
            case view(String)
        }
        package var relation: NSLayoutConstraint.Relation
        package var object: Object
        package var priority: Float
    }

    /// What lies between two neighbours.
    package enum Space: Equatable {
        /// Nothing: the views touch (`[a][b]`, `|[a]`).
        case flush
        /// The standard space (`[a]-[b]`, `|-[a]`).
        case standard
        /// Spaces given by predicates (`-8-`, `-(>=8@750)-`).
        case predicates([Predicate])
    }

    /// One bracketed view.
    package struct Item: Equatable {
        package var name: String
        package var predicates: [Predicate]
    }

    package var isVertical = false
    /// The space from the superview's leading (top) edge, when the format starts with `|`.
    package var leadingSpace: Space?
    package var items: [Item] = []
    /// The spaces between consecutive items (one fewer than the items).
    package var spaces: [Space] = []
    /// The space to the superview's trailing (bottom) edge, when the format ends with `|`.
    package var trailingSpace: Space?
}

/// Why a visual format string could not be read: a message and where in the string.
package struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    package var reason: String
    package var format: String
    /// The offset, in characters, of the place the reading stopped.
    package var position: Int

    /// The reason, the format and a caret under the place, as UIKit prints a format it cannot
    /// parse.
    package var description: String {
        "Unable to parse constraint format: \n\(reason)\n\(format)\n\(String(repeating: " ", count: position))^"
    }
}

extension VisualFormat {
    /// Reads `format`, resolving names against `metrics` (numbers) and `views` (names only:
    /// whether a name is a view is checked here, what it is by the caller).
    package static func parse(
        _ format: String, metrics: [String: CGFloat], viewNames: Set<String>
    ) throws(VisualFormatError) -> VisualFormat {
        var reader = Reader(format: format, metrics: metrics, viewNames: viewNames)
        return try reader.read()
    }

    /// A cursor over the format's characters.
    private struct Reader {
        let format: String
        let characters: [Character]
        let metrics: [String: CGFloat]
        let viewNames: Set<String>
        var index = 0

        init(format: String, metrics: [String: CGFloat], viewNames: Set<String>) {
            self.format = format
            self.characters = Array(format)
            self.metrics = metrics
            self.viewNames = viewNames
        }

        mutating func read() throws(VisualFormatError) -> VisualFormat {
            var result = VisualFormat()
            skipSpaces()
            if let first = peek(), first == "H" || first == "V", peek(offset: 1) == ":" {
                result.isVertical = first == "V"
                index += 2
            }
            if take("|") { result.leadingSpace = try readSpace() }
            result.items.append(try readItem())
            while true {
                skipSpaces()
                if peek() == nil { break }
                let space = try readSpace()
                if take("|") {
                    result.trailingSpace = space
                    break
                }
                guard peek() == "[" else { throw failure("Expected a '[' or '|' here") }
                result.spaces.append(space)
                result.items.append(try readItem())
            }
            skipSpaces()
            guard peek() == nil else { throw failure("Nothing may follow the superview's trailing edge") }
            return result
        }

        /// A connection: nothing (flush), `-` (standard) or `-predicates-`.
        mutating func readSpace() throws(VisualFormatError) -> Space {
            guard take("-") else { return .flush }
            skipSpaces()
            if peek() == "[" || peek() == "|" { return .standard }
            let predicates: [Predicate]
            if peek() == "(" {
                predicates = try readPredicateList(allowsViews: false)
            } else {
                predicates = [Predicate(relation: .equal, object: .constant(try readConstant()), priority: 1000)]
            }
            guard take("-") else { throw failure("Expected a '-' after the space's predicates") }
            return .predicates(predicates)
        }

        /// `[name(predicates)?]`.
        mutating func readItem() throws(VisualFormatError) -> Item {
            guard take("[") else { throw failure("Expected a view: '[' and a view's name") }
            skipSpaces()
            let start = index
            guard let name = readIdentifier() else { throw failure("Expected a view's name") }
            guard viewNames.contains(name) else {
                index = start
                throw failure("\(name) is not a key in the views dictionary.")
            }
            var predicates: [Predicate] = []
            skipSpaces()
            if peek() == "(" { predicates = try readPredicateList(allowsViews: true) }
            guard take("]") else { throw failure("Expected ']' to close the view \(name)") }
            return Item(name: name, predicates: predicates)
        }

        /// `(predicate, predicate…)`.
        mutating func readPredicateList(allowsViews: Bool) throws(VisualFormatError) -> [Predicate] {
            _ = take("(")
            var predicates: [Predicate] = []
            repeat {
                predicates.append(try readPredicate(allowsViews: allowsViews))
            } while take(",")
            guard take(")") else { throw failure("Expected ',' or ')' after a predicate") }
            return predicates
        }

        /// `(relation)? object (@priority)?`.
        mutating func readPredicate(allowsViews: Bool) throws(VisualFormatError) -> Predicate {
            skipSpaces()
            var relation = NSLayoutConstraint.Relation.equal
            if take("==") {
                relation = .equal
            } else if take(">=") {
                relation = .greaterThanOrEqual
            } else if take("<=") {
                relation = .lessThanOrEqual
            }
            skipSpaces()
            let object: Predicate.Object
            let start = index
            if let name = readIdentifier() {
                if let value = metrics[name] {
                    object = .constant(value)
                } else if viewNames.contains(name) {
                    guard allowsViews else {
                        index = start
                        throw failure("A view's name may only stand for a view's size, not for a space: \(name)")
                    }
                    object = .view(name)
                } else {
                    index = start
                    throw failure("\(name) is not a key in the metrics or views dictionaries.")
                }
            } else {
                object = .constant(try readNumber())
            }
            var priority: Float = 1000
            skipSpaces()
            if take("@") {
                let at = index
                priority = Float(try readConstant())
                guard priority > 0, priority <= 1000 else {
                    index = at
                    throw failure("A priority must be greater than 0 and at most 1000")
                }
            }
            skipSpaces()
            return Predicate(relation: relation, object: object, priority: priority)
        }

        /// A metric's name or a number.
        mutating func readConstant() throws(VisualFormatError) -> CGFloat {
            skipSpaces()
            let start = index
            if let name = readIdentifier() {
                guard let value = metrics[name] else {
                    index = start
                    throw failure("\(name) is not a key in the metrics dictionary.")
                }
                return value
            }
            return try readNumber()
        }

        /// A decimal number with an optional sign, fraction and exponent.
        mutating func readNumber() throws(VisualFormatError) -> CGFloat {
            let start = index
            if peek() == "-" || peek() == "+" { index += 1 }
            while let character = peek(), character.isASCII, character.isNumber || character == "." { index += 1 }
            if peek() == "e" || peek() == "E" {
                index += 1
                if peek() == "-" || peek() == "+" { index += 1 }
                while let character = peek(), character.isASCII, character.isNumber { index += 1 }
            }
            guard index > start, let value = Double(String(characters[start..<index])), value.isFinite else {
                index = start
                throw failure("Expected a number or a metric's name")
            }
            return CGFloat(value)
        }

        /// A C identifier, or nil (the cursor unmoved) when none starts here.
        mutating func readIdentifier() -> String? {
            guard let first = peek(), first.isASCII, first.isLetter || first == "_" else { return nil }
            let start = index
            while let character = peek(), character.isASCII, character.isLetter || character.isNumber || character == "_" {
                index += 1
            }
            return String(characters[start..<index])
        }

        func peek(offset: Int = 0) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        /// Consumes `text` when it comes next (after spaces).
        mutating func take(_ text: String) -> Bool {
            skipSpaces()
            let expected = Array(text)
            guard index + expected.count <= characters.count, Array(characters[index..<index + expected.count]) == expected else {
                return false
            }
            index += expected.count
            return true
        }

        mutating func skipSpaces() {
            while let character = peek(), character == " " { index += 1 }
        }

        func failure(_ reason: String) -> VisualFormatError {
            VisualFormatError(reason: reason, format: format, position: index)
        }
    }
}
