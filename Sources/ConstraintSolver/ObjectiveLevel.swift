/// One priority level of the lexicographic objective: the errors of all optional constraints
/// of one priority, summed in one objective row.
struct ObjectiveLevel {
    /// The priority value of the level.
    let priority: Double
    /// Index of the level's objective row in the row storage.
    let row: Int32
    /// How many installed constraints contribute errors to this level.
    var users: Int
}
