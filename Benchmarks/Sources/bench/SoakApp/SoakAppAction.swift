/// What the monkey does in one step, with how often (weights out of their sum).
enum SoakAppAction: String, CaseIterable {
    case tapView, tapPoint, drag, flick, longPress, type, key, backSwipe, pop, push, present, dismiss
    case alert, actionSheet, tableEdit, rename, resize, traits, advance, switchApp

    var weight: Int {
        switch self {
        case .tapView: 250
        case .tapPoint: 40
        case .drag: 70
        case .flick: 50
        case .longPress: 35
        case .type: 60
        case .key: 40
        case .backSwipe: 30
        case .pop: 30
        case .push: 40
        case .present: 20
        case .dismiss: 20
        case .alert: 15
        case .actionSheet: 10
        case .tableEdit: 40
        case .rename: 30
        case .resize: 8
        case .traits: 8
        case .advance: 170
        case .switchApp: 3
        }
    }

    static let totalWeight = allCases.reduce(0) { $0 + $1.weight }

    /// The action a number in `0..<totalWeight` falls on.
    static func at(_ roll: Int) -> SoakAppAction {
        var rest = roll
        for action in allCases {
            if rest < action.weight { return action }
            rest -= action.weight
        }
        return .advance
    }
}
