import CSDL2
import Foundation
import OpenUIKit

/// Runs an OpenUIKit application live in an SDL window: the window backend of the core's
/// input, presenter, clock and clipboard protocols.
///
/// The live pipeline:
/// 1. **Clock**: the application runs on a ``MonotonicClock``; every input is stamped with its
///    time when it is read. (A replay runs it on a virtual clock instead: ``tickOverride``.)
/// 2. **Input**: SDL events are read as they arrive (the loop sleeps in `SDL_WaitEventTimeout`
///    until the next frame is due), translated by ``InputTranslator`` and queued with
///    `UIApplication.enqueue(_:in:)` — the path headless input takes.
/// 3. **Frames**: at each frame tick (the display's refresh rate, 60 Hz when unknown) the main
///    queue's work runs first (`DispatchQueue.main` blocks, `Task { @MainActor in … }` jobs and
///    Foundation `Timer`s on the main run loop, through ``MainQueuePump``), then one
///    run-loop turn: due timers, queued input, then the same frame pipeline as headless
///    (gestures, constraints, layout, display, commit). The commit repaints the damaged part
///    of the key window's bitmap and hands it to the presenter: ``WindowPresenter`` with a GPU
///    renderer (uploads the damaged rectangles to a texture, presents with vsync), else
///    ``SurfacePresenter`` (copies them into the window's surface and updates only them).
/// 4. **Screen**: one SDL window shows the application's screen; its size in points times the
///    screen's scale is the window's pixel size (HiDPI), and resizing the window resizes the
///    screen and lays the windows out again.
/// 5. **Background**: minimizing the window moves a launched application (`UIApplicationMain`,
///    `@main`) to the background, restoring it brings it back, in UIKit's lifecycle order.
/// 6. **End**: closing the window (or Ctrl+Q, or SIGINT/SIGTERM, which SDL turns into a quit event) tells
///    the delegate `applicationWillTerminate(_:)` and ``run()`` returns.
///
/// `UIPasteboard.general` reads and writes the desktop clipboard while the driver lives.
@MainActor @preconcurrency
public final class SDLApplicationDriver {
    /// The live application (also `UIApplication.shared`).
    public let application: UIApplication
    /// The wall clock the window's frames are paced by: also the application's clock, unless
    /// the driver was made with a replay clock (see ``tickOverride``).
    public let clock: MonotonicClock
    /// Presented frames' timings.
    public private(set) var statistics = FrameStatistics()
    /// Seconds between frame ticks.
    public let frameInterval: Double
    /// Called after every run-loop turn, for tools that watch the application.
    public var afterTurn: (@MainActor () -> Void)?
    /// Sees every input the window hands the application, before it is queued (a recorder).
    public var onInput: (@MainActor (InputEvent) -> Void)?
    /// When set, each frame tick calls this instead of running a run-loop turn, and input from
    /// the window (mouse, keys, text) is not delivered: a replay moves the application's own
    /// virtual clock in the same steps a headless replay takes, so the live window shows the
    /// same frames, and nothing the person at the window does can make it differ. Closing the
    /// window and resizing it still work.
    public var tickOverride: (@MainActor () -> Void)?

    private let window: OpaquePointer
    /// The GPU renderer, when the window presents through one (nil: `SurfacePresenter`).
    private let renderer: OpaquePointer?
    private let presenter: any LivePresenter
    private var translator: InputTranslator
    private var isClosed = false
    /// Runs the main queue's work before each frame's turn.
    private let mainQueue = MainQueuePump()
    /// At most this many passes over the main queue per frame: work that keeps queueing more
    /// (a task yielding in a loop) goes on in the next frame instead of holding this one.
    private static let mainQueuePassesPerFrame = 8

    /// The window's title (the gallery lists its shortcuts there).
    public var title: String {
        didSet { SDL_SetWindowTitle(window, title) }
    }

    /// Opens a window of `size` points at `scale` pixels per point and creates the application
    /// (of `applicationClass`, as `UIApplicationMain`'s principal class) on a monotonic clock,
    /// or on `replayClock` when one is given: a virtual clock that a replay moves itself (see
    /// ``tickOverride``).
    public init(
        title: String, size: CGSize, scale: CGFloat = 1,
        applicationClass: UIApplication.Type = UIApplication.self,
        replayClock: VirtualClock? = nil
    ) throws {
        SDL_SetMainReady()
        // A parent that blocks SIGTERM and SIGINT (test runners do) passes the mask on; SDL
        // turns these signals into a quit event only when they can be delivered.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        // Touches made up from the mouse would duplicate finger 1.
        SDL_SetHint("SDL_MOUSE_TOUCH_EVENTS", "0")
        // Keep the X compositor running and let a click that focuses the window act as a click.
        SDL_SetHint("SDL_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR", "0")
        SDL_SetHint("SDL_MOUSE_FOCUS_CLICKTHROUGH", "1")
        guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else { throw SDLError("SDL_Init") }
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centered: Int32 = 0x2FFF_0000  // SDL_WINDOWPOS_CENTERED, a macro Swift does not import
        guard let window = SDL_CreateWindow(
            title, centered, centered, Int32((size.width * scale).rounded()), Int32((size.height * scale).rounded()),
            flags)
        else {
            let error = SDLError("SDL_CreateWindow")
            SDL_Quit()
            throw error
        }
        // A GPU renderer presents with vsync; without one (a software renderer) frames are
        // copied straight into the window's surface, damaged rectangles only.
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        var renderer = SDL_CreateRenderer(window, -1, accelerated)
        if let created = renderer {
            var info = SDL_RendererInfo()
            if SDL_GetRendererInfo(created, &info) != 0 || info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0 {
                SDL_DestroyRenderer(created)
                renderer = nil
            }
        }
        let presenter: any LivePresenter
        if let renderer {
            presenter = WindowPresenter(window: window, renderer: renderer)
        } else if let surface = SurfacePresenter(window: window) {
            presenter = surface
        } else if let software = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) {
            renderer = software
            presenter = WindowPresenter(window: window, renderer: software)
        } else {
            let error = SDLError("SDL_CreateRenderer")
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw error
        }
        self.window = window
        self.renderer = renderer
        self.title = title
        self.presenter = presenter

        // Where the platform scales windows itself (macOS, Wayland), a window unit is several
        // pixels: size the window so it has points × scale pixels.
        var unitsWide: Int32 = 0
        var unitsHigh: Int32 = 0
        var pixelsWide: Int32 = 0
        var pixelsHigh: Int32 = 0
        SDL_GetWindowSize(window, &unitsWide, &unitsHigh)
        if let renderer {
            SDL_GetRendererOutputSize(renderer, &pixelsWide, &pixelsHigh)
        } else {
            SDL_GetWindowSizeInPixels(window, &pixelsWide, &pixelsHigh)
        }
        let pixelsPerUnit = unitsWide > 0 ? max(CGFloat(pixelsWide) / CGFloat(unitsWide), 1) : 1
        if pixelsPerUnit > 1 {
            SDL_SetWindowSize(
                window, Int32((size.width * scale / pixelsPerUnit).rounded()),
                Int32((size.height * scale / pixelsPerUnit).rounded()))
        }
        translator = InputTranslator(pointsPerUnit: pixelsPerUnit / scale, windowSize: size)

        var mode = SDL_DisplayMode()
        let refresh = SDL_GetWindowDisplayMode(window, &mode) == 0 && mode.refresh_rate > 0 ? Int(mode.refresh_rate) : 60
        frameInterval = 1 / Double(refresh)

        clock = MonotonicClock()
        application = applicationClass.init(
            clock: replayClock ?? clock, screen: UIScreen(size: size, scale: scale),
            log: ApplicationLog(echoesToStandardError: true))
        UIPasteboard.general(of: application).systemClipboard = SDLClipboard()
        // A replay shows the frames a headless replay of the same recording makes, on a bare
        // screen; otherwise a phone-shaped window looks like the phone: its safe area and status bar.
        fitsPhoneSafeArea = replayClock == nil
        fitPhoneSafeArea(to: size)
        presenter.statusBar = StatusBarOverlay(application: application)
        // `UIApplication.open` hands URLs to the desktop's handler (a browser, a mail client).
        application.externalURLs.opener = { url in SDL_OpenURL(url.absoluteString) == 0 }
        SDL_StartTextInput()
    }

    isolated deinit {
        presenter.tearDown()
        if let renderer { SDL_DestroyRenderer(renderer) }
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// The window's id for SDL events (`SDL_GetWindowID`).
    public var windowID: UInt32 { SDL_GetWindowID(window) }

    /// Runs the application until its window is closed or `shouldStop` returns true (checked
    /// after every turn), then tells the delegate it will terminate.
    public func run(until shouldStop: (@MainActor () -> Bool)? = nil) {
        if !mainQueue.canRunQueuedWork() {
            application.log.log(
                "SDLApplicationDriver.run: called from inside a main-queue job (an async entry point?): DispatchQueue.main blocks, main-actor tasks and Foundation timers cannot run while the window runs; call it from a synchronous main")
        }
        var nextFrame = clock.now
        while !isClosed {
            pumpEvents(waitingUntil: nextFrame)
            guard !isClosed else { break }
            let now = clock.now
            if now >= nextFrame {
                runFrame()
                nextFrame += frameInterval
                // Behind by more than a frame: skip the missed ticks rather than rushing.
                if nextFrame < clock.now { nextFrame = clock.now + frameInterval }
                if let shouldStop, shouldStop() { break }
            }
        }
        application.prepareToTerminate()
    }

    /// Ends ``run()`` after the current turn, as closing the window does.
    public func close() { isClosed = true }

    /// Reads the events waiting now, or waits for one until `deadline` (clock time).
    private func pumpEvents(waitingUntil deadline: Double) {
        var event = SDL_Event()
        let wait = max(0, deadline - clock.now)
        guard SDL_WaitEventTimeout(&event, Int32((wait * 1000).rounded(.down))) != 0 else { return }
        handle(event)
        while SDL_PollEvent(&event) != 0 { handle(event) }
        perform(translator.finishBatch(at: clock.now))
    }

    private func handle(_ event: SDL_Event) {
        perform(translator.translate(event, modifiers: UInt32(SDL_GetModState().rawValue), at: clock.now))
    }

    /// Carries out what the translator asked for.
    func perform(_ commands: [BackendCommand]) {
        for command in commands {
            switch command {
            case .input(let input):
                guard tickOverride == nil else { continue }
                onInput?(input)
                application.enqueue(input)
            case .resize(let size):
                fitPhoneSafeArea(to: size)
                application.resizeScreen(to: size)
            case .close:
                isClosed = true
            case .redraw:
                presenter.show()
            case .background:
                // Only a launched application has a lifecycle to move (the gallery's is not).
                if application.isLaunched, application.applicationState != .background { application.moveToBackground() }
            case .foreground:
                if application.isLaunched, application.applicationState == .background { application.moveToForeground() }
            }
        }
    }

    /// Whether the screen gets the phone's safe-area insets while the window is phone-shaped.
    private var fitsPhoneSafeArea = false

    /// Gives the screen the standard phone's safe-area insets while `size` (the screen's next
    /// size) is phone-shaped, none otherwise: a desktop-shaped window is no phone.
    private func fitPhoneSafeArea(to size: CGSize) {
        let phone = fitsPhoneSafeArea && StatusBarOverlay.isPhoneShaped(size)
        application.screen.portraitSafeAreaInsets = phone ? UIScreen.phoneSafeAreaInsets : .zero
        application.screen.landscapeSafeAreaInsets = phone ? UIScreen.phoneLandscapeSafeAreaInsets : .zero
    }

    /// Shows the key window: the presenter goes to its renderer only.
    private func attachPresenter() {
        for window in application.windows {
            window.renderer.presenter = window === application.keyWindow ? presenter : nil
        }
    }

    /// The pixels the window shows now, as an image of its pixel size: the key window's last
    /// frame with the status bar over it. First runs a turn, so what changed since the last
    /// frame is presented. Nil before anything was presented or when the pixels cannot be read.
    public func windowImage() -> CGImage? {
        attachPresenter()
        application.runLoop.runTurn()
        return presenter.readPixels()
    }

    /// One frame tick: attaches the presenter to the key window, runs a turn, times it.
    // Limitation: only the key window is shown; other windows (an alert window above it) are
    // not composited into the SDL window yet.
    private func runFrame() {
        attachPresenter()
        let presents = presenter.presentCount
        let start = clock.now
        mainQueue.drain(limit: Self.mainQueuePassesPerFrame)
        if let tickOverride { tickOverride() } else { application.runLoop.runTurn() }
        let end = clock.now
        if presenter.presentCount != presents {
            statistics.recordPresented(
                start: start, end: end, presenting: presenter.lastPresentDuration, uploaded: presenter.lastUploadBytes)
        } else {
            statistics.recordIdle()
        }
        afterTurn?()
    }
}
