import Foundation

extension SymbolBounds {
    /// Points along an SVG path's outline, enough to bound it: its vertices, and curves and arcs sampled finely
    /// (64 steps put a sample within 0.12 % of a circle's radius of its extreme).
    enum PathPoints {
        private static let steps = 64

        static func points(of d: String) -> [(Double, Double)] {
            var tokens = Tokens(d)
            var points: [(Double, Double)] = []
            var current = (0.0, 0.0)
            var start = (0.0, 0.0)
            // The last control point, for the smooth forms (S, T).
            var lastCubic: (Double, Double)?
            var lastQuad: (Double, Double)?
            var command: Character = "M"
            while let next = tokens.nextCommandOrNumber() {
                if case .command(let letter) = next {
                    command = letter
                    if letter == "Z" || letter == "z" {
                        current = start
                        lastCubic = nil
                        lastQuad = nil
                        continue
                    }
                } else {
                    tokens.pushBack()
                }
                let relative = command.isLowercase
                func point() -> (Double, Double)? {
                    guard let x = tokens.number(), let y = tokens.number() else { return nil }
                    return relative ? (current.0 + x, current.1 + y) : (x, y)
                }
                var cubic: (Double, Double)?
                var quad: (Double, Double)?
                switch command.uppercased() {
                case "M", "L":
                    guard let p = point() else { return points }
                    if command.uppercased() == "M" {
                        start = p
                        // Further pairs after a moveto are linetos.
                        command = relative ? "l" : "L"
                    }
                    current = p
                case "H":
                    guard let x = tokens.number() else { return points }
                    current.0 = relative ? current.0 + x : x
                case "V":
                    guard let y = tokens.number() else { return points }
                    current.1 = relative ? current.1 + y : y
                case "C", "S":
                    let c1: (Double, Double)
                    if command.uppercased() == "C" {
                        guard let p = point() else { return points }
                        c1 = p
                    } else {
                        c1 = lastCubic.map { (2 * current.0 - $0.0, 2 * current.1 - $0.1) } ?? current
                    }
                    guard let c2 = point(), let end = point() else { return points }
                    for step in 1...steps {
                        let t = Double(step) / Double(steps)
                        let u = 1 - t
                        let a = u * u * u
                        let b = 3 * u * u * t
                        let c = 3 * u * t * t
                        let e = t * t * t
                        points.append(
                            (
                                a * current.0 + b * c1.0 + c * c2.0 + e * end.0,
                                a * current.1 + b * c1.1 + c * c2.1 + e * end.1
                            ))
                    }
                    cubic = c2
                    current = end
                case "Q", "T":
                    let control: (Double, Double)
                    if command.uppercased() == "Q" {
                        guard let p = point() else { return points }
                        control = p
                    } else {
                        control = lastQuad.map { (2 * current.0 - $0.0, 2 * current.1 - $0.1) } ?? current
                    }
                    guard let end = point() else { return points }
                    for step in 1...steps {
                        let t = Double(step) / Double(steps)
                        let u = 1 - t
                        points.append(
                            (
                                u * u * current.0 + 2 * u * t * control.0 + t * t * end.0,
                                u * u * current.1 + 2 * u * t * control.1 + t * t * end.1
                            ))
                    }
                    quad = control
                    current = end
                case "A":
                    guard let rx = tokens.number(), let ry = tokens.number(), let rotation = tokens.number(),
                        let large = tokens.number(), let sweep = tokens.number(), let end = point()
                    else { return points }
                    points += arc(
                        from: current, to: end, radii: (abs(rx), abs(ry)), rotation: rotation, large: large != 0,
                        sweep: sweep != 0)
                    current = end
                default:
                    return points
                }
                lastCubic = cubic
                lastQuad = quad
                points.append(current)
            }
            return points
        }

        /// Samples of an elliptical arc, from its endpoint form converted to its center form (SVG 1.1, appendix
        /// F.6.5 and F.6.6: radii too small for the endpoints are scaled up).
        private static func arc(
            from p1: (Double, Double), to p2: (Double, Double), radii: (Double, Double), rotation: Double,
            large: Bool, sweep: Bool
        ) -> [(Double, Double)] {
            var (rx, ry) = radii
            guard rx > 0, ry > 0, p1 != p2 else { return [p2] }
            let phi = rotation * Double.pi / 180
            let cosPhi = cos(phi)
            let sinPhi = sin(phi)
            let hx = (p1.0 - p2.0) / 2
            let hy = (p1.1 - p2.1) / 2
            let x1 = cosPhi * hx + sinPhi * hy
            let y1 = -sinPhi * hx + cosPhi * hy
            let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
            if lambda > 1 {
                rx *= lambda.squareRoot()
                ry *= lambda.squareRoot()
            }
            let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
            let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
            let coefficient = (large != sweep ? 1.0 : -1.0) * (max(0, numerator) / denominator).squareRoot()
            let cx1 = coefficient * rx * y1 / ry
            let cy1 = -coefficient * ry * x1 / rx
            let cx = cosPhi * cx1 - sinPhi * cy1 + (p1.0 + p2.0) / 2
            let cy = sinPhi * cx1 + cosPhi * cy1 + (p1.1 + p2.1) / 2
            let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
            let theta2 = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
            var delta = theta2 - theta1
            if sweep && delta < 0 { delta += 2 * Double.pi }
            if !sweep && delta > 0 { delta -= 2 * Double.pi }
            return (1...steps).map { step in
                let theta = theta1 + delta * Double(step) / Double(steps)
                let x = rx * cos(theta)
                let y = ry * sin(theta)
                return (cosPhi * x - sinPhi * y + cx, sinPhi * x + cosPhi * y + cy)
            }
        }
    }

    /// The commands and numbers of path data (`M12 2.5V4.5`, `-1.5-2`, `.5.5`).
    struct Tokens {
        enum Token {
            case command(Character)
            case number(Double)
        }

        private let characters: [Character]
        private var index = 0
        private var previous = 0

        init(_ d: String) { characters = Array(d) }

        /// Steps back over the token just read.
        mutating func pushBack() { index = previous }

        mutating func nextCommandOrNumber() -> Token? {
            skipSeparators()
            previous = index
            guard index < characters.count else { return nil }
            let character = characters[index]
            if character.isLetter && character != "e" && character != "E" {
                index += 1
                return .command(character)
            }
            return number().map(Token.number)
        }

        mutating func number() -> Double? {
            skipSeparators()
            let begin = index
            var seenDot = false
            var seenExponent = false
            while index < characters.count {
                let character = characters[index]
                if character == "-" || character == "+" {
                    // A sign starts a number, or follows an exponent; anywhere else it starts the next number.
                    guard index == begin || characters[index - 1] == "e" || characters[index - 1] == "E" else { break }
                } else if character == "." {
                    if seenDot || seenExponent { break }
                    seenDot = true
                } else if character == "e" || character == "E" {
                    if seenExponent { break }
                    seenExponent = true
                } else if !character.isNumber {
                    break
                }
                index += 1
            }
            guard index > begin else { return nil }
            return Double(String(characters[begin..<index]))
        }

        private mutating func skipSeparators() {
            while index < characters.count, characters[index] == " " || characters[index] == "," {
                index += 1
            }
        }
    }
}
