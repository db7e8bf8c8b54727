import SwiftSyntax

/// What the rewriter needs to know of a whole module before rewriting any of its files: the methods each type
/// declares, the classes' superclasses and conformances, and the `@objc` protocols' optional requirements.
///
/// A `#selector` in one file names a method declared in another, a delegate's optional method is implemented in
/// a third: the index is built from every file first (`add(_:)`), then each file is rewritten against it.
package struct SelectorModuleIndex {
    /// A method a type declares (in its body or an extension): its name and argument labels (`_` for none).
    struct Method: Hashable {
        let baseName: String
        let labels: [String]
        /// The name `@objc(name)` gives it, if any.
        let explicitObjCName: String?
    }

    /// An `optional` requirement of an `@objc` protocol.
    struct OptionalRequirement {
        /// The protocol that declares it.
        let protocolName: String
        let baseName: String
        let labels: [String]
        /// The requirement without `@objc` and `optional`, for the protocol that stands for it.
        let declaration: String

        /// The protocol a type conforms to when it implements the requirement; a call `delegate?.method?(x)`
        /// becomes a cast to it.
        var standInProtocol: String {
            "_\(protocolName)_\(baseName)" + labels.map { "_" + ($0 == "_" ? "" : $0) }.joined()
        }
    }

    /// Each type's methods, by type name (`CardView`, or `Outer.Inner` written as in the extension).
    private(set) var methods: [String: [Method]] = [:]
    /// Each class's superclass or first inherited type, when it has one.
    private(set) var superclasses: [String: String] = [:]
    /// Each type's inherited types from its declaration and its extensions.
    private(set) var conformances: [String: Set<String>] = [:]
    /// Each `@objc` protocol's inherited protocols.
    private(set) var objcProtocols: [String: Set<String>] = [:]
    /// The optional requirements, by their method name and labels.
    private(set) var optionalRequirements: [String: [OptionalRequirement]] = [:]

    /// Creates an empty index.
    package init() {}

    /// Adds one file's declarations.
    package mutating func add(_ file: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file)
        for (type, list) in collector.methods { methods[type, default: []].append(contentsOf: list) }
        superclasses.merge(collector.superclasses) { first, _ in first }
        for (type, list) in collector.conformances { conformances[type, default: []].formUnion(list) }
        objcProtocols.merge(collector.objcProtocols) { first, _ in first }
        for requirement in collector.requirements {
            optionalRequirements[Self.key(requirement.baseName, requirement.labels), default: []].append(requirement)
        }
    }

    static func key(_ baseName: String, _ labels: [String]) -> String {
        baseName + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// The methods named `baseName` that `type` or one of its superclasses in the module declares.
    func methods(named baseName: String, in type: String) -> [Method] {
        var found: [Method] = []
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            found += (methods[name] ?? []).filter { $0.baseName == baseName }
            current = superclasses[name]
        }
        return found
    }

    /// Whether `type` implements a method with this name and labels, itself or through a superclass.
    func implements(_ type: String, _ baseName: String, _ labels: [String]) -> Bool {
        methods(named: baseName, in: type).contains { $0.labels == labels }
    }

    /// Whether `type`, one of its superclasses or one of the protocols they adopt, adopts `protocolName`.
    func conforms(_ type: String, to protocolName: String) -> Bool {
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            var pending = Array(conformances[name] ?? [])
            var visited: Set<String> = []
            while let adopted = pending.popLast() {
                if adopted == protocolName { return true }
                if visited.insert(adopted).inserted { pending += objcProtocols[adopted] ?? [] }
            }
            current = superclasses[name]
        }
        return false
    }

    /// Whether `type` gets the stand-in protocol of `requirement`: it adopts the requirement's protocol and
    /// implements it.
    func adoptsStandIn(_ type: String, _ requirement: OptionalRequirement) -> Bool {
        conforms(type, to: requirement.protocolName)
            && implements(type, requirement.baseName, requirement.labels)
    }

    /// The stand-in protocols a type declares conformance to in its own file: those it gets and its superclass
    /// does not already have.
    func standInConformances(of type: String) -> [String] {
        optionalRequirements.values.joined().filter { requirement in
            adoptsStandIn(type, requirement)
                && !(superclasses[type].map { adoptsStandIn($0, requirement) } ?? false)
        }.map(\.standInProtocol).sorted()
    }

    /// The classes declared in the module.
    var classNames: Set<String> { Set(superclasses.keys) }
}

/// Walks one file for the index.
final class Collector: SyntaxVisitor {
    var methods: [String: [SelectorModuleIndex.Method]] = [:]
    var superclasses: [String: String] = [:]
    var conformances: [String: Set<String>] = [:]
    var objcProtocols: [String: Set<String>] = [:]
    var requirements: [SelectorModuleIndex.OptionalRequirement] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let inherited = node.inheritanceClause.map(Self.names) ?? []
        superclasses[name] = inherited.first ?? ""
        conformances[name, default: []].formUnion(inherited)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        conformances[name, default: []].formUnion(node.inheritanceClause.map(Self.names) ?? [])
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.attributes.contains(where: { Self.attributeName($0) == "objc" }) else { return .visitChildren }
        let name = node.name.text
        objcProtocols[name] = Set(node.inheritanceClause.map(Self.names) ?? [])
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) })
            else { continue }
            let attributes = function.attributes.filter { Self.attributeName($0) != "objc" }
            let modifiers = function.modifiers.filter { $0.name.tokenKind != .keyword(.optional) }
            let declaration =
                attributes.map(\.trimmedDescription).joined(separator: " ") + " "
                + modifiers.map(\.trimmedDescription).joined(separator: " ") + " func "
                + function.name.text + (function.genericParameterClause?.trimmedDescription ?? "")
                + function.signature.trimmedDescription + " "
                + (function.genericWhereClause?.trimmedDescription ?? "")
            requirements.append(
                .init(
                    protocolName: name, baseName: function.name.text, labels: Self.labels(of: function),
                    declaration: declaration.trimmingSpaces))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true, let type = Self.enclosingTypeName(of: Syntax(node))
        else { return .skipChildren }
        let objcName = node.attributes.lazy.compactMap { Self.explicitObjCName($0) }.first
        methods[type, default: []].append(
            .init(baseName: node.name.text, labels: Self.labels(of: node), explicitObjCName: objcName))
        return .skipChildren
    }

    static func names(_ clause: InheritanceClauseSyntax) -> [String] {
        clause.inheritedTypes.map { $0.type.trimmedDescription }
    }

    static func labels(of function: FunctionDeclSyntax) -> [String] {
        function.signature.parameterClause.parameters.map { $0.firstName.text }
    }

    static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }

    /// The name in `@objc(name)`.
    static func explicitObjCName(_ element: AttributeListSyntax.Element) -> String? {
        guard let attribute = element.as(AttributeSyntax.self), attributeName(element) == "objc",
            let arguments = attribute.arguments
        else { return nil }
        return arguments.trimmedDescription.filter { !$0.isWhitespace }
    }

    /// The type whose body or extension lexically holds `node` (through methods and closures).
    static func enclosingTypeName(of node: Syntax) -> String? {
        var parent = node.parent
        while let current = parent {
            if let declaration = current.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = current.as(ExtensionDeclSyntax.self) {
                return declaration.extendedType.trimmedDescription
            }
            if let declaration = current.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = current.as(EnumDeclSyntax.self) { return declaration.name.text }
            if let declaration = current.as(ActorDeclSyntax.self) { return declaration.name.text }
            if let declaration = current.as(ProtocolDeclSyntax.self) { return declaration.name.text }
            parent = current.parent
        }
        return nil
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
