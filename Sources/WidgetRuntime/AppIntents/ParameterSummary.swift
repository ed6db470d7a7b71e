/// The sentence Shortcuts shows for an intent, with its parameters inline ("Add *Title*").
public protocol ParameterSummary {
    /// The intent summarized.
    associatedtype Intent: AppIntent
}

/// A summary whose sentence can be worked out for an intent's parameter values.
package protocol ResolvableParameterSummary {
    /// The catalog key of the sentence shown for `intent` (`"Add ${title}"`), or nil for a plain list.
    func summaryKey(for intent: any AppIntent) -> String?
}

extension AppIntent {
    /// The summary sentence of this intent, as `Summary("Add \(\.$title)")` writes it: without the alias (as
    /// App Intents declares it) the intent type of a bare `Summary` in an opaque `parameterSummary` cannot be
    /// inferred.
    public typealias Summary = IntentParameterSummary<Self>
    /// A summary chosen by a condition on a parameter (`When(\.$showsDetail, .equalTo, true) {…} otherwise: {…}`).
    public typealias When = ParameterSummaryWhenCondition
    /// A summary chosen by a parameter's value, case by case.
    public typealias Switch<Value, CaseCondition> = ParameterSummarySwitchCondition<Self, Value, CaseCondition>
    where Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase
    /// One case of a `Switch`.
    public typealias Case = ParameterSummaryCaseCondition
    /// The case of a `Switch` that applies when no other does.
    public typealias DefaultCase = ParameterSummaryDefaultCaseCondition
}

/// A summary sentence with the intent's parameters inline, and the parameters listed after it.
public struct IntentParameterSummary<Intent>: ParameterSummary, Sendable where Intent: AppIntent {
    /// The sentence as a catalog key: each parameter is `${name}` (`"Add ${taskTitle}"`); nil lists the
    /// parameters.
    package let key: String?
    package let table: String?
    /// The parameters shown under the sentence, by property name.
    package let additionalParameters: [String]

    /// Creates a summary from a sentence interpolating parameters, with more parameters listed under it.
    public init(
        _ string: ParameterSummaryString<Intent>, table: String? = nil,
        @IntentParameterSummary<Intent>.ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<
            Intent
        >]
    ) {
        key = string.key
        self.table = table
        additionalParameters = additionalParameterKeyPaths().map(ParameterKeyPath.name(of:))
    }

    /// Creates a summary from a sentence interpolating parameters (`"Add \(\.$title)"`).
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {
        key = string.key
        self.table = table
        additionalParameters = []
    }

    /// Creates a summary that lists parameters.
    public init(
        @IntentParameterSummary<Intent>.ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<
            Intent
        >]
    ) {
        key = nil
        table = nil
        additionalParameters = additionalParameterKeyPaths().map(ParameterKeyPath.name(of:))
    }

    /// The summary of an intent that declares none: its parameters as a list.
    public init() {
        key = nil
        table = nil
        additionalParameters = []
    }

    /// Builds the list of parameters shown under the sentence.
    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        public static func buildExpression<ValueType>(
            _ expression: KeyPath<Intent, IntentParameter<ValueType>>
        ) -> PartialKeyPath<Intent> where ValueType: _IntentValue, ValueType: Sendable {
            expression
        }

        public static func buildBlock(_ blocks: PartialKeyPath<Intent>...) -> [PartialKeyPath<Intent>] {
            blocks
        }
    }
}

extension IntentParameterSummary: ResolvableParameterSummary {
    package func summaryKey(for intent: any AppIntent) -> String? { key }
}

/// A summary sentence: literal text and the intent's parameters.
public struct ParameterSummaryString<Intent>: ExpressibleByStringInterpolation, Sendable where Intent: AppIntent {
    package let key: String

    /// Collects the sentence, writing each parameter as `${name}`, as Apple's catalogs do.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            key += literal
        }

        public mutating func appendInterpolation<ValueType, Subject>(_ subject: Subject)
        where ValueType: _IntentValue, ValueType: Sendable, Subject: KeyPath<Intent, IntentParameter<ValueType>> {
            key += "${\(ParameterKeyPath.name(of: subject))}"
        }
    }

    /// Creates a sentence without parameters.
    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
    }
}

/// Builds an intent's summary inside `When`, `Case` and `DefaultCase`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression<Summary>(_ expression: Summary) -> Summary
    where Intent == Summary.Intent, Summary: ParameterSummary {
        expression
    }

    public static func buildBlock<Summary>(_ block: Summary) -> Summary
    where Intent == Summary.Intent, Summary: ParameterSummary {
        block
    }
}

/// A parameter, seen without its value type (what `When` compares).
public protocol AnyIntentValue: Sendable {
    /// The type of the parameter's value.
    associatedtype Value: _IntentValue, Sendable
    /// Whether the parameter may have no value.
    var isOptional: Bool { get }
    /// The parameter's title.
    var title: LocalizedStringResource { get }
}

extension IntentParameter: AnyIntentValue where Value: Sendable {}

/// Compares a parameter with having a value.
public enum HasValueComparisonOperator: Hashable, Sendable {
    case hasNoValue
    case hasAnyValue
}

/// Compares a parameter with a value for equality.
public enum EquatableComparisonOperator: Hashable, Sendable {
    case notEqualTo
    case equalTo
}

/// Compares a parameter with a list of values.
public enum OneOfComparisonOperator: Hashable, Sendable {
    case oneOf
}

/// Compares a parameter with a value for order.
public enum ComparableComparisonOperator: Hashable, Sendable {
    case lessThan
    case lessThanOrEqualTo
    case greaterThan
    case greaterThanOrEqualTo
}

/// Compares a string parameter with a string.
public enum StringComparisonOperator: Hashable, Sendable {
    case doesNotContain
    case contains
    case hasPrefix
    case hasSuffix
}

/// The widget families a summary can depend on.
public enum IntentWidgetFamily: Hashable, Sendable {
    case systemSmall
    case systemMedium
    case systemLarge
    case systemExtraLarge
    case accessoryCircular
    case accessoryRectangular
    case accessoryInline
}

/// A summary chosen by a condition on one parameter (or on the widget's family).
public struct ParameterSummaryWhenCondition<Intent, WhenCondition, Otherwise>: ParameterSummary
where Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary {
    /// Whether the condition holds for an intent's parameter values; nil when it cannot be told here (the widget
    /// family, which the intent does not carry).
    let condition: (Intent) -> Bool?
    let whenTrue: WhenCondition
    let otherwise: Otherwise

    private init(
        condition: @escaping (Intent) -> Bool?, when: () -> WhenCondition, otherwise: () -> Otherwise
    ) {
        self.condition = condition
        whenTrue = when()
        self.otherwise = otherwise()
    }

    /// A summary depending on whether a parameter has a value.
    public init<Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Parameter: AnyIntentValue {
        let path = UncheckedKeyPath(keyPath)
        self.init(
            condition: { intent in
                let has = Self.hasValue(intent[keyPath: path.keyPath])
                return comparisonOperator == .hasAnyValue ? has : !has
            }, when: when, otherwise: otherwise)
    }

    /// A summary depending on whether a parameter equals a value.
    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator, _ value: ValueType,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType: Equatable, ValueType == Parameter.Value, Parameter: AnyIntentValue {
        let path = UncheckedKeyPath(keyPath)
        self.init(
            condition: { intent in
                let equal = Self.value(of: intent[keyPath: path.keyPath]) == value
                return comparisonOperator == .equalTo ? equal : !equal
            }, when: when, otherwise: otherwise)
    }

    /// A summary depending on whether an optional parameter equals a value.
    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator,
        _ value: ValueType.ValueType, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    )
    where
        ValueType: ExpressibleByNilLiteral, ValueType == Parameter.Value, Parameter: AnyIntentValue,
        ValueType.ValueType: Equatable
    {
        let path = UncheckedKeyPath(keyPath)
        let expected = UncheckedBox(value)
        self.init(
            condition: { intent in
                let current = Self.value(of: intent[keyPath: path.keyPath]) as Any
                let equal = (current as? ValueType.ValueType) == expected.value
                return comparisonOperator == .equalTo ? equal : !equal
            }, when: when, otherwise: otherwise)
    }

    /// A summary depending on whether a parameter is one of some values.
    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: OneOfComparisonOperator,
        _ values: [ValueType.ValueType], @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType == Parameter.Value, Parameter: AnyIntentValue, ValueType.ValueType: Equatable {
        let path = UncheckedKeyPath(keyPath)
        let expected = UncheckedBox(values)
        self.init(
            condition: { intent in
                let current = Self.value(of: intent[keyPath: path.keyPath]) as Any
                guard let current = current as? ValueType.ValueType else { return false }
                return expected.value.contains(current)
            }, when: when, otherwise: otherwise)
    }

    /// A summary depending on how a parameter compares with a value.
    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: ComparableComparisonOperator, _ value: ValueType,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType: Comparable, ValueType == Parameter.Value, Parameter: AnyIntentValue {
        let path = UncheckedKeyPath(keyPath)
        self.init(
            condition: { intent in
                let current = Self.value(of: intent[keyPath: path.keyPath])
                switch comparisonOperator {
                case .lessThan: return current < value
                case .lessThanOrEqualTo: return current <= value
                case .greaterThan: return current > value
                case .greaterThanOrEqualTo: return current >= value
                }
            }, when: when, otherwise: otherwise)
    }

    /// A summary depending on the widget's family (which an intent alone does not tell: the `when` summary is
    /// shown here).
    public init(
        widgetFamily comparisonOperator: OneOfComparisonOperator, _ values: [IntentWidgetFamily],
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(condition: { _ in nil }, when: when, otherwise: otherwise)
    }

    /// A summary depending on the widget's family (which an intent alone does not tell: the `when` summary is
    /// shown here).
    public init(
        widgetFamily comparisonOperator: EquatableComparisonOperator, _ value: IntentWidgetFamily,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(condition: { _ in nil }, when: when, otherwise: otherwise)
    }

    private static func hasValue(_ parameter: some AnyIntentValue) -> Bool {
        guard let parameter = parameter as? any IntentParameterValueReading else { return true }
        return parameter.readsSomeValue
    }

    private static func value<P: AnyIntentValue>(of parameter: P) -> P.Value {
        (parameter as! IntentParameter<P.Value>).wrappedValue
    }
}

extension ParameterSummaryWhenCondition: ResolvableParameterSummary {
    package func summaryKey(for intent: any AppIntent) -> String? {
        guard let intent = intent as? Intent else { return nil }
        let chosen: any ParameterSummary = condition(intent) ?? true ? whenTrue : otherwise
        return (chosen as? any ResolvableParameterSummary)?.summaryKey(for: intent)
    }
}

/// A parameter whose value (set or default) can be asked about without knowing its type.
package protocol IntentParameterValueReading {
    var readsSomeValue: Bool { get }
}

extension IntentParameter: IntentParameterValueReading {
    package var readsSomeValue: Bool {
        guard hasValue else { return false }
        if let optional = wrappedValue as? any OptionalIntentValue { return optional.wrappedAny != nil }
        return true
    }
}

/// A key path to an intent's parameter (an immutable value).
struct UncheckedKeyPath<Root, Value>: @unchecked Sendable {
    let keyPath: KeyPath<Root, Value>
    init(_ keyPath: KeyPath<Root, Value>) { self.keyPath = keyPath }
}

/// One case of a summary `Switch`, or the tuple of its cases.
public protocol _ParameterSummarySwitchCase {
    associatedtype Intent: AppIntent
    associatedtype Value: _IntentValue
    associatedtype Summary: ParameterSummary
}

/// Matches the summaries of a `Switch`'s cases against a parameter value.
package protocol SwitchCaseMatching {
    /// The summary key of the case matching `value` (nil: no case matches).
    func match(_ value: Any, for intent: any AppIntent) -> String??
}

/// A summary chosen by a parameter's value, case by case.
public struct ParameterSummarySwitchCondition<Intent, Value, CaseCondition>: ParameterSummary
where Intent: AppIntent, Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase {
    let keyPath: UncheckedKeyPath<Intent, IntentParameter<Value>>
    let cases: CaseCondition

    /// Creates a switch over a parameter's value.
    public init(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        @ParameterSummaryCaseBuilder<Intent, Value> _ builder: () -> CaseCondition
    ) {
        self.keyPath = UncheckedKeyPath(keyPath)
        cases = builder()
    }
}

extension ParameterSummarySwitchCondition: ResolvableParameterSummary {
    package func summaryKey(for intent: any AppIntent) -> String? {
        guard let typed = intent as? Intent, let matching = cases as? any SwitchCaseMatching else { return nil }
        let value = typed[keyPath: keyPath.keyPath].wrappedValue
        return matching.match(value, for: intent) ?? nil
    }
}

/// The summary shown when a `Switch`'s parameter has one of some values.
public struct ParameterSummaryCaseCondition<Intent, Value, Summary>: _ParameterSummarySwitchCase
where Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary {
    let values: [Value]
    let summary: Summary

    /// The summary shown when the parameter has `value`.
    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
        values = [value]
        summary = parameterSummary()
    }

    /// The summary shown when the parameter has one of `value`.
    public init(_ value: [Value], @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
        values = value
        summary = parameterSummary()
    }
}

extension ParameterSummaryCaseCondition: SwitchCaseMatching {
    package func match(_ value: Any, for intent: any AppIntent) -> String?? {
        let candidate = IntentValueCoding.encode(value)
        guard values.contains(where: { IntentValueCoding.encode($0) == candidate }) else { return nil }
        return .some((summary as? any ResolvableParameterSummary)?.summaryKey(for: intent))
    }
}

/// The summary shown when no case of a `Switch` matches.
public struct ParameterSummaryDefaultCaseCondition<Intent, Value, Summary>: _ParameterSummarySwitchCase
where Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary {
    let summary: Summary

    /// The summary shown when no other case matches.
    public init(@ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
        summary = parameterSummary()
    }
}

extension ParameterSummaryDefaultCaseCondition: SwitchCaseMatching {
    package func match(_ value: Any, for intent: any AppIntent) -> String?? {
        .some((summary as? any ResolvableParameterSummary)?.summaryKey(for: intent))
    }
}

/// The cases of a `Switch`, the default last.
public struct ParameterSummaryTupleCaseCondition<Intent, Value, ValueType>: _ParameterSummarySwitchCase
where Intent: AppIntent, Value: _IntentValue {
    public typealias Summary = IntentParameterSummary<Intent>
    let cases: [any SwitchCaseMatching]
}

extension ParameterSummaryTupleCaseCondition: SwitchCaseMatching {
    package func match(_ value: Any, for intent: any AppIntent) -> String?? {
        for candidate in cases {
            if let key = candidate.match(value, for: intent) { return key }
        }
        return nil
    }
}

/// Builds a `Switch`'s cases: any number of `Case`s, then a `DefaultCase`.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent, Value> where Intent: AppIntent, Value: _IntentValue {
    public static func buildExpression<C0>(_ expression: C0) -> C0
    where Intent == C0.Intent, Value == C0.Value, C0: _ParameterSummarySwitchCase {
        expression
    }

    // One overload per number of cases (Apple declares them up to 15), the DefaultCase last.
    public static func buildBlock<DefaultSummary>(
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<
        Intent, Value, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    >
    where DefaultSummary: ParameterSummary {
        tuple(`default`)
    }

    public static func buildBlock<C0, DefaultSummary>(
        _ c0: C0, _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<
        Intent, Value, (C0, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
    >
    where C0: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary {
        tuple(c0, `default`)
    }

    public static func buildBlock<C0, C1, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<
        Intent, Value, (C0, C1, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
    >
    where C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary {
        tuple(c0, c1, `default`)
    }

    public static func buildBlock<C0, C1, C2, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<
        Intent, Value, (C0, C1, C2, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
    >
    where
        C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
        DefaultSummary: ParameterSummary
    {
        tuple(c0, c1, c2, `default`)
    }

    public static func buildBlock<C0, C1, C2, C3, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<
        Intent, Value, (C0, C1, C2, C3, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
    >
    where
        C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
        C3: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary
    {
        tuple(c0, c1, c2, c3, `default`)
    }

    public static func buildBlock<C0, C1, C2, C3, C4, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<
        Intent, Value, (C0, C1, C2, C3, C4, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
    >
    where
        C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
        C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary
    {
        tuple(c0, c1, c2, c3, c4, `default`)
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<
        Intent, Value, (C0, C1, C2, C3, C4, C5, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
    >
    where
        C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
        C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase, C5: _ParameterSummarySwitchCase,
        DefaultSummary: ParameterSummary
    {
        tuple(c0, c1, c2, c3, c4, c5, `default`)
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<
        Intent, Value, (C0, C1, C2, C3, C4, C5, C6, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
    >
    where
        C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
        C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase, C5: _ParameterSummarySwitchCase,
        C6: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary
    {
        tuple(c0, c1, c2, c3, c4, c5, c6, `default`)
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<
        Intent, Value,
        (C0, C1, C2, C3, C4, C5, C6, C7, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
    >
    where
        C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
        C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase, C5: _ParameterSummarySwitchCase,
        C6: _ParameterSummarySwitchCase, C7: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary
    {
        tuple(c0, c1, c2, c3, c4, c5, c6, c7, `default`)
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<
        Intent, Value,
        (C0, C1, C2, C3, C4, C5, C6, C7, C8, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
    >
    where
        C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
        C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase, C5: _ParameterSummarySwitchCase,
        C6: _ParameterSummarySwitchCase, C7: _ParameterSummarySwitchCase, C8: _ParameterSummarySwitchCase,
        DefaultSummary: ParameterSummary
    {
        tuple(c0, c1, c2, c3, c4, c5, c6, c7, c8, `default`)
    }

    private static func tuple<each C: _ParameterSummarySwitchCase, T>(
        _ cases: repeat each C
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, T> {
        var list: [any SwitchCaseMatching] = []
        for condition in repeat each cases {
            if let matching = condition as? any SwitchCaseMatching { list.append(matching) }
        }
        return ParameterSummaryTupleCaseCondition(cases: list)
    }
}

/// The property name of a parameter key path (`\.$taskTitle` → `taskTitle`).
package enum ParameterKeyPath {
    /// Key paths carry no names on Linux, so the parameter is found among a fresh intent's stored
    /// properties (`_taskTitle`) by identity: each `@Parameter` is an object of its own.
    package static func name<Intent: AppIntent, Value>(of keyPath: KeyPath<Intent, IntentParameter<Value>>) -> String {
        name(of: keyPath as PartialKeyPath<Intent>)
    }

    /// The property name of a parameter key path known only by its root.
    package static func name<Intent: AppIntent>(of keyPath: PartialKeyPath<Intent>) -> String {
        let intent = Intent()
        // Parameters are objects (`IntentParameter` is a class): the key path's value is one of them.
        let parameter = intent[keyPath: keyPath] as AnyObject
        return IntentArchive.parameters(of: intent).first { $0.parameter === parameter }?.name ?? "parameter"
    }
}

extension AppIntent {
    /// The intent's summary sentence as a catalog key, or nil when it declares none.
    package static var parameterSummaryKey: String? {
        (parameterSummary as? any ResolvableParameterSummary)?.summaryKey(for: Self())
    }

    /// The summary sentence shown for this intent's parameter values (When and Switch decided), as a catalog key.
    package var parameterSummaryKey: String? {
        (Self.parameterSummary as? any ResolvableParameterSummary)?.summaryKey(for: self)
    }
}
