import Foundation

/// One to-do item.
struct TaskItem: Hashable {
    enum Priority: Int, CaseIterable {
        case low, medium, high
        var title: String { ["Low", "Medium", "High"][rawValue] }
    }

    let id: Int
    var title: String
    var isLater: Bool
    var isDone = false
    var isFlagged = false
    var priority = Priority.medium
    var due: Date?
}

/// The app's tasks and settings; posts `didChangeNotification` after every change.
final class TaskStore {
    static let didChangeNotification = Notification.Name("TaskStoreDidChange")
    /// The day the samples are due around (a fixed date, so screenshots do not change).
    static let referenceDate = Date(timeIntervalSince1970: 1_795_000_000)

    static let sampleTasks: [TaskItem] = [
        TaskItem(id: 1, title: "Buy oat milk", isLater: false, due: referenceDate),
        TaskItem(id: 2, title: "Reply to Maya", isLater: false, isFlagged: true, priority: .high),
        TaskItem(id: 3, title: "Water the plants", isLater: false, isDone: true),
        TaskItem(id: 4, title: "Renew passport", isLater: true, priority: .high, due: referenceDate.addingTimeInterval(86_400 * 30)),
        TaskItem(id: 5, title: "Plan the weekend hike", isLater: true, priority: .low),
    ]

    var tasks: [TaskItem] = [] { didSet { changed() } }
    var listName = "Tasks" { didSet { changed() } }
    var showsCompleted = true { didSet { changed() } }
    var reminderMinutes = 15 { didSet { changed() } }

    func task(_ id: Int) -> TaskItem? { tasks.first { $0.id == id } }

    @discardableResult
    func add(title: String, priority: TaskItem.Priority, due: Date?, isFlagged: Bool) -> TaskItem {
        let task = TaskItem(
            id: (tasks.map(\.id).max() ?? 0) + 1, title: title, isLater: false, isFlagged: isFlagged,
            priority: priority, due: due)
        tasks.insert(task, at: 0)
        return task
    }

    func update(_ id: Int, _ change: (inout TaskItem) -> Void) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
        change(&tasks[index])
    }

    func delete(_ id: Int) { tasks.removeAll { $0.id == id } }

    func deleteCompleted() { tasks.removeAll { $0.isDone } }

    private func changed() { NotificationCenter.default.post(name: Self.didChangeNotification, object: self) }
}
