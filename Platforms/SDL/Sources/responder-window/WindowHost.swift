import CSDL2
import Foundation
import ResponderKit
import ResponderScenes

/// The window: loads the scene, builds it in an application on a manual clock, opens an SDL window titled after
/// the scene, and runs a frame per display refresh.
///
/// ```
/// every frame:  t = SDL_GetTicks64() / 1000 (the system's monotonic clock, as SDL's event timestamps)
///   FrameDriver.runFrame(at: t) ── TimerMarkingSource ── SDLInputSource: mouse, fingers, keys, focus ──► UIApplication
///                                   (timers due before each input fire first, marked `timer: t=…` in the trace)
///                                └─ the clock moves to t: due timers fire
/// at the end:   `final:` lines (views that moved), `leftover:` lines, as `responder replay` ends
///   trace observer ──► TraceFile (flushed at the end of the frame)
///   SceneSnapshot(built) ──► SceneRenderer ──► SDL_RenderPresent (vsync, or a 60 Hz pace without it)
/// ```
@MainActor
enum WindowHost {
    static func run(_ options: Options) -> Int32 {
        let scene: Scene
        do throws(SceneFileError) {
            scene = try loadScene(options.scene)
        } catch {
            printError("\(error)")
            return 1
        }
        let clock = ManualClock()
        let application = UIApplication(clock: clock)
        let built: BuiltScene
        do throws(SceneFileError) {
            built = try SceneBuilder().build(scene, in: application)
        } catch {
            printError("\(error)")
            return 1
        }
        // The scene appears laid out, as a UIKit app's first layout pass runs before its first event, and as
        // `responder replay` shows it: that pass is not part of the trace.
        application.layoutPendingViews()
        let trace: TraceFile?
        if let path = options.tracePath {
            do {
                trace = try TraceFile(path: path)
            } catch {
                printError("error: cannot append to '\(path)': \(error.localizedDescription)")
                return 1
            }
        } else {
            trace = nil
        }
        var hitView: String?
        application.trace.addObserver { event in
            if case .touchBound(_, let view, _) = event { hitView = view?.name }
            trace?.add(.trace(event))
        }
        built.observeLog { trace?.add(.log($0)) }

        let start = SceneSnapshot(built)
        let size = screenSize(start)
        let (width, height) = (
            Int32((size.width * options.scale).rounded()),
            Int32((size.height * options.scale).rounded()) + Int32(SceneRenderer.legendHeight)
        )
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else {
            printError("error: SDL could not start video: \(String(cString: SDL_GetError()))")
            return 1
        }
        defer { SDL_Quit() }
        let title = scene.name ?? options.scene
        guard let window = SDL_CreateWindow(title, 0, 0, width, height, SDL_WINDOW_SHOWN.rawValue) else {
            printError("error: SDL could not open a window: \(String(cString: SDL_GetError()))")
            return 1
        }
        defer { SDL_DestroyWindow(window) }
        guard
            let renderer = SDL_CreateRenderer(
                window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            printError("error: SDL could not make a renderer: \(String(cString: SDL_GetError()))")
            return 1
        }
        defer { SDL_DestroyRenderer(renderer) }

        let input = SDLInputSource(scale: options.scale, windowSize: (Double(width), Double(height)))
        let driver = FrameDriver(
            application: application,
            sources: [TimerMarkingSource(input, application: application, clock: clock, trace: trace)])
        let painter = SceneRenderer(renderer: renderer, scale: options.scale)
        let framePeriod = 1.0 / 60
        while !input.quitRequested {
            let frameStart = Double(SDL_GetTicks64()) / 1000
            driver.runFrame(at: frameStart)
            trace?.flush()
            painter.draw(
                SceneSnapshot(built), hitView: hitView, fingers: input.fingers.sorted { $0.key < $1.key }.map(\.value),
                sceneHeight: Double(size.height))
            SDL_RenderPresent(renderer)
            // With vsync the present waited for the display; without it (a software renderer, a virtual
            // display) the frame sleeps to the next 1/60 s.
            let spent = Double(SDL_GetTicks64()) / 1000 - frameStart
            if spent < framePeriod * 0.5 {
                SDL_Delay(UInt32(((framePeriod - spent) * 1000).rounded(.down)))
            }
        }
        trace?.addFinalLines(from: start, to: SceneSnapshot(built))
        trace?.addLeftovers(application.leftovers)
        trace?.close()
        return 0
    }

    /// A scene file, or a bundled lesson's name (with or without `.yaml`).
    static func loadScene(_ name: String) throws(SceneFileError) -> Scene {
        if FileManager.default.fileExists(atPath: name) {
            return try SceneDecoder().decode(contentsOfFile: name)
        }
        let lesson = name.hasSuffix(".yaml") ? String(name.dropLast(5)) : name
        return try BundledScenes.scene(lesson)
    }

    /// The union of the windows on the screen, from the origin (390 × 844 when there is none).
    static func screenSize(_ snapshot: SceneSnapshot) -> CGSize {
        var size = CGSize.zero
        for shape in snapshot.shapes where shape.isWindow {
            let corner = shape.screenPoint(CGPoint(x: shape.bounds.maxX, y: shape.bounds.maxY))
            size.width = max(size.width, corner.x)
            size.height = max(size.height, corner.y)
        }
        return size.width >= 1 && size.height >= 1 ? size : CGSize(width: 390, height: 844)
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
