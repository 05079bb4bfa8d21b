/// One rewrite: reads a parsed file (and the tree's index) and records edits and notes on it.
/// Passes never see each other's output: each works on the original text, and their edits are
/// applied together.
public protocol PortPass: Sendable {
    func run(on file: SourceFile, index: ProjectIndex)
}

/// Every pass, in the order their notes read best.
public let allPasses: [any PortPass] = [
    ImportPass(),
    SelectorPass(),
    PerformSelectorPass(),
    ObjCAttributePass(),
    OptionalRequirementPass(),
    OptionalCallSitePass(),
    CellInitializerPass(),
    DelegateInitializerPass(),
    UnportableScanPass(),
]
