import Foundation
import ResponderKit

/// A scene of ../shared/bench in its plain-text form: line 1 `N W H`, then one line per view
/// `parent x y w h hidden interactive alpha` (parent before child, children in subview order).
public struct BenchScene: Sendable {
    public var width: Double
    public var height: Double
    public var parent: [Int]
    public var frame: [CGRect]
    public var hidden: [Bool]
    public var interactive: [Bool]
    public var alpha: [Double]

    public var count: Int { parent.count }

    /// Reads a scene file written by gen_scenes.py.
    public init(contentsOf path: String) throws {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        guard let header = lines.first?.split(separator: " "), header.count == 3, let n = Int(header[0]),
            let width = Double(header[1]), let height = Double(header[2]), lines.count > n
        else { throw BenchFileError(path: path, message: "bad header") }
        self.width = width
        self.height = height
        parent = []
        frame = []
        hidden = []
        interactive = []
        alpha = []
        parent.reserveCapacity(n)
        frame.reserveCapacity(n)
        for (number, line) in lines[1...n].enumerated() {
            let fields = line.split(separator: " ")
            guard fields.count == 8, let p = Int(fields[0]), let x = Double(fields[1]), let y = Double(fields[2]),
                let w = Double(fields[3]), let h = Double(fields[4]), let a = Double(fields[7])
            else { throw BenchFileError(path: path, message: "bad view line \(number + 2)") }
            parent.append(p)
            frame.append(CGRect(x: x, y: y, width: w, height: h))
            hidden.append(fields[5] == "1")
            interactive.append(fields[6] == "1")
            alpha.append(a)
        }
    }

    /// Builds the scene as views: view 0 is a visible window of `application`, every view's `tag` is its line
    /// number (0-based), so a hit's tag is its index in the file.
    @MainActor
    public func makeWindow(application: UIApplication) -> (window: UIWindow, views: [UIView]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height), application: application)
        window.makeKeyAndVisible()
        var views: [UIView] = [window]
        views.reserveCapacity(count)
        for index in 1..<Swift.max(1, count) {
            let view = UIView(frame: frame[index])
            view.tag = index
            view.isHidden = hidden[index]
            view.isUserInteractionEnabled = interactive[index]
            view.alpha = CGFloat(alpha[index])
            views[parent[index]].addSubview(view)
            views.append(view)
        }
        return (window, views)
    }
}

/// The query points of ../shared/bench (`points.txt`): a count, then `x y` per line.
public func readBenchPoints(_ path: String) throws -> [CGPoint] {
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    guard let count = lines.first.flatMap({ Int($0) }), lines.count > count else {
        throw BenchFileError(path: path, message: "bad header")
    }
    return try lines[1...count].map { line in
        let fields = line.split(separator: " ")
        guard fields.count == 2, let x = Double(fields[0]), let y = Double(fields[1]) else {
            throw BenchFileError(path: path, message: "bad point \(line)")
        }
        return CGPoint(x: x, y: y)
    }
}

/// A benchmark input file that could not be read.
public struct BenchFileError: Error, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }
}
