import Foundation

/// Runs the frame passes once per run-loop turn, after input: `runFrame()` reads as the
/// frame, one call per phase; each phase is a method in `FramePipeline+<Phase>.swift`. The
/// phases, in order:
///
/// 1. Flush gesture-recognizer state changes that happened outside touch delivery (timers,
///    failure requirements resolved late) and send their actions.
/// 2. Update traits (views whose overrides or environment changed, see `TraitUpdates`),
///    then constraints, bottom-up: `updateConstraints()` for the views marked with
///    `setNeedsUpdateConstraints()`, deepest first.
/// 3. Layout, top-down: the constraint engines with pending changes solve, the views whose
///    solved frames moved mark their superviews, then `layoutSubviews()` runs for the marked
///    views, parents before children (depth-sorted); views marked by a parent's layout are laid
///    out in the same pass.
/// 4. Display: the layers of the views marked dirty whose bounds are not empty display: each
///    draws the marked area into its backing store through the view's `draw(_:)`.
/// 5. Commit: the implicit transaction is committed and every window's animations are moved
///    to the clock's time (`ViewAnimationFrames`); then each visible window's renderer
///    (`WindowRenderer`) commits its layer tree: layers that
///    asked for layout or display outside a view get it, the compositor records where every
///    changed layer now lands (presentation values for animated layers) and collects the
///    damaged rectangles, which are repainted at once when a presenter shows the window and
///    otherwise when someone asks for the pixels (`HeadlessApp.render()`). Nothing may mark
///    display, layout or constraints meanwhile. Animation delegates and completions run after
///    the last phase.
///
/// Marked views wait in `DirtyViewQueues`, never found by walking the tree, so a frame costs
/// what was marked. A phase may not silently dirty an earlier phase's work: marking layout or
/// constraints while displaying or committing, or display while committing, stops a debug
/// build with a message (a release build records it in the trace and leaves it for the next
/// frame). Adding or removing a subview is legal in any phase, as in UIKit (a view may remove
/// another, or itself, inside `draw(_:)`): the layout it asks for is traced and runs in the
/// next frame.
@MainActor @preconcurrency
public final class FramePipeline {
    /// The numbered phases of a frame.
    public enum Phase: Int, CaseIterable, Sendable {
        case gestureFlush = 1, constraints, layout, display, commit
    }

    /// Counts of the work the update cycle did, for benchmarks and diagnostics.
    public struct Statistics: Sendable, Equatable {
        /// Calls of `updateConstraints()` made by the cycle.
        public var updateConstraintsCalls = 0
        /// Calls of `layoutSubviews()` made by the cycle (frame passes and `layoutIfNeeded`).
        public var layoutSubviewsCalls = 0
        /// Calls of `draw(_:)`.
        public var drawCalls = 0
    }

    // Stored properties marked `@exclusivity(unchecked)` are plain values or weak references
    // read and written every frame: no two accesses to one can overlap (see the same note in
    // UIView.swift), so the runtime's per-access check is left out for them.

    /// How many frames have run.
    @exclusivity(unchecked) public private(set) var frameCount = 0
    /// The phase running now, if a frame is in progress.
    @exclusivity(unchecked) public private(set) var currentPhase: Phase?
    /// What the update cycle has done so far.
    @exclusivity(unchecked) public package(set) var statistics = Statistics()
    /// The trace of the application the pipeline belongs to; nil for ``detached``.
    package private(set) var trace: EventTrace?
    /// Where trouble found by the frame's passes is reported: the application's log; standard
    /// error for ``detached``, which belongs to no application.
    package private(set) var log: ApplicationLog = .console
    package let queues: DirtyViewQueues
    package let engines = LayoutEngineRegistry()
    /// Trait propagation: views waiting for a trait update, the current trait collection.
    package let traits = TraitUpdates()
    /// View classes found not to draw: their first draw reached `UIView.draw(_:)` and painted
    /// nothing. Their views are not drawn when they appear (UIKit skips views that do not
    /// override `draw(_:)`); an explicit `setNeedsDisplay()` still draws them.
    package var nonDrawingViewClasses: Set<ObjectIdentifier> = []
    /// The views whose `layoutSubviews()` is running, outermost first.
    package var viewsLayingOut: [UIView] = []
    /// Work waiting for the end of the next layout phase (view controllers' `viewDidAppear`
    /// after their first layout, transition completions).
    private var afterLayoutWork: [@MainActor () -> Void] = []
    /// What is placed from other views' geometry and follows it (``LayoutFollower``).
    private var layoutFollowers: [WeakLayoutFollower] = []
    /// The application whose frames this pipeline runs; nil for ``detached``.
    @exclusivity(unchecked) package private(set) weak var host: (any FrameHost)?

    init(holdsViewsWeakly: Bool = false) {
        queues = DirtyViewQueues(holdsViewsWeakly: holdsViewsWeakly)
    }

    /// The pipeline of views outside every window, which belong to no application: their
    /// marks wait here. `layoutIfNeeded()` on such a view lays out its tree through it; joining
    /// a window queues the marks with that window's application (`UIView.notifyDidMoveToWindow`).
    /// It never runs a frame of its own. So that it stays small, each application's frame ends
    /// by settling it (``settleOutsideWindows()``): what an application's frame does to views
    /// found outside its windows — traits updated, pending constraint changes published,
    /// marks parked on the views — touching only views that belong to no application.
    package static let detached = FramePipeline(holdsViewsWeakly: true)

    /// Makes the pipeline run the frames of `host`, its application, and report to its trace and log (the
    /// application calls it once, when it makes its pipeline).
    package func attach(to host: any FrameHost, trace: EventTrace, log: ApplicationLog) {
        self.host = host
        self.trace = trace
        self.log = log
    }

    /// Whether the end of the last frame (animation completions and delegates, run after the
    /// commit) marked views that were clean before it: the run loop then runs a further frame
    /// in the same turn (see `ApplicationRunLoop.runTurn()`).
    @exclusivity(unchecked) package private(set) var markedAtFrameEnd = false

    /// Runs one frame (the run loop's turn calls it, after input):
    ///
    /// 1. gestures: state changes made outside touch delivery send their actions
    ///    (``FrameHost/flushGestures()``);
    /// 2. ``updateConstraintsPass(scope:)``, after trait updates: `updateConstraints()`, deepest first;
    /// 3. ``layoutPass(scope:)``: engines solve, then `layoutSubviews()`, parents first; then the
    ///    work that waited for layout (`viewDidAppear`, transition completions), then what is
    ///    placed from moved geometry (``LayoutFollower``: a popover whose source moved);
    /// 4. ``displayPass()``: marked views draw into their layers' backing stores;
    /// 5. commit: animations move to the clock's time and each visible window's layer tree
    ///    is committed to its renderer (``FrameHost/commitFrame()``);
    ///
    /// then ``finishFrame()``: animation delegates and completions (``FrameHost/frameDidEnd()``),
    /// and the views outside windows.
    package func runFrame() {
        frameCount += 1
        run(.gestureFlush) { host?.flushGestures() }
        run(.constraints) {
            // UIKit updates traits before constraints and layout, which may depend on them.
            traits.run(log: log)
            updateConstraintsPass(scope: nil)
        }
        run(.layout) {
            layoutPass(scope: nil)
            runAfterLayoutWork()
            runLayoutFollowers()
        }
        run(.display) { displayPass() }
        run(.commit) { host?.commitFrame() }
        finishFrame()
    }

    /// Runs `body` as `phase` (``currentPhase`` names it meanwhile, for ``checkMark(for:view:what:hierarchyChange:)``).
    private func run(_ phase: Phase, _ body: () -> Void) {
        currentPhase = phase
        body()
        currentPhase = nil
    }

    /// After the last phase: animation delegates and completions run, then the views found
    /// outside every window are settled.
    private func finishFrame() {
        let wasClean = queues.isEmpty && traits.queue.isEmpty
        host?.frameDidEnd()
        markedAtFrameEnd = wasClean && !(queues.isEmpty && traits.queue.isEmpty)
        if self !== FramePipeline.detached { FramePipeline.detached.settleOutsideWindows() }
    }

    /// Settles the detached pipeline: runs its trait updates, publishes its engines' pending
    /// changes and parks every view still outside a window, as an application's frame does
    /// with the views it finds outside its windows; work waiting for a layout runs. Views that
    /// joined a window since they were queued here were queued again there and are only let go.
    package func settleOutsideWindows() {
        guard !(queues.isEmpty && traits.queue.isEmpty && engines.isEmpty && afterLayoutWork.isEmpty) else { return }
        traits.run(log: log)
        queues.withViewsHeld {
            engines.solvePendingChanges()
            parkOutsideWindows()
        }
        let work = afterLayoutWork
        afterLayoutWork.removeAll()
        for item in work { item() }
    }

    /// Asks `follower` at the end of every frame's layout phase whether what it follows moved,
    /// until it is removed or freed.
    package func addLayoutFollower(_ follower: any LayoutFollower) {
        guard !layoutFollowers.contains(where: { $0.follower === follower }) else { return }
        layoutFollowers.append(WeakLayoutFollower(follower: follower))
    }

    package func removeLayoutFollower(_ follower: any LayoutFollower) {
        layoutFollowers.removeAll { $0.follower === follower || $0.follower == nil }
    }

    /// The followers mark what moved; it is laid out in this same phase (one round: placing a
    /// follower does not move what others follow).
    private func runLayoutFollowers() {
        guard !layoutFollowers.isEmpty else { return }
        layoutFollowers.removeAll { $0.follower == nil }
        for entry in layoutFollowers { entry.follower?.followLayout() }
        layoutPass(scope: nil)
    }

    /// Runs `work` once, at the end of the next frame's layout phase (views it marks for
    /// layout are laid out in that same phase).
    package func afterLayout(_ work: @escaping @MainActor () -> Void) {
        afterLayoutWork.append(work)
    }

    private func runAfterLayoutWork() {
        var rounds = 0
        while !afterLayoutWork.isEmpty, rounds < Self.maximumLayoutRounds {
            rounds += 1
            let work = afterLayoutWork
            afterLayoutWork.removeAll()
            for item in work { item() }
            layoutPass(scope: nil)
        }
    }

    /// Checks that marking work for `phase` now does not reach back into a phase that already
    /// ran in this frame.
    /// A `hierarchyChange` mark (a superview told a subview was added or removed) is always
    /// legal: UIKit lets `draw(_:)` and commit-time code change the hierarchy, and the layout
    /// it asks for simply runs in the next frame; the deferral is traced.
    package func checkMark(for phase: Phase, view: UIView, what: String, hierarchyChange: Bool = false) {
        guard let current = currentPhase, current.rawValue > phase.rawValue else { return }
        // Constraint changes made by layoutSubviews are UIKit practice; they run next frame.
        if (phase == .constraints && current == .layout) || hierarchyChange {
            trace?.record(
                .layout, .markDeferred(what: what, view: view.traceName, phase: "\(current)", dirtiedPhase: nil))
            return
        }
        trace?.record(
            phase == .display ? .display : .layout,
            .markDeferred(what: what, view: view.traceName, phase: "\(current)", dirtiedPhase: "\(phase)"))
        // Debug builds stop here, a bug in the library or in a view's override; a release build
        // logs it and goes on (the trace above has the deferred mark).
        let message =
            "\(what) on \(view.traceName) during the \(current) phase dirties the \(phase) phase, which already ran this frame"
        view.misuseLog.log(message)
        assertionFailure(message)
    }
}
