import Foundation

/// A uniform grid over the frames of a view's subviews, so hit-testing a view with thousands of subviews asks
/// only the few whose frames cover the point. The engine builds and maintains it on its own; it never changes
/// an answer.
///
/// ```
/// walk reaches a view with ≥ threshold subviews
///   ├─ no grid yet: plain scan, count the subviews visited ── visited ≥ 2 × subviews ──► build the grid
///   └─ grid, point inside its domain: ask only the cell's list, front to back ──► same answer as the plain scan
/// invalidated by: subview order or membership changes, a subview's bounds/center/transform (not the view's own
///   bounds: scrolling moves the bounds over the subviews, whose frames stay where the grid put them)
/// ```
///
/// Each cell lists, in front-to-back order, every subview whose frame (padded by a rounding margin) meets the
/// cell, plus every subview the grid cannot bound — a class that may override `hitTest(_:with:)` or
/// `point(inside:with:)` (so it may answer anywhere), a transformed subview, non-finite geometry. Hidden,
/// transparent and non-interactive subviews stay in the lists and are skipped when asked, so those properties
/// need no invalidation. A subview the grid leaves out of the point's cell is one whose bounds cannot contain
/// the point, which the plain scan would have skipped too; debug builds check every indexed answer against
/// the plain scan. Each entry also carries the subview's padded frame in single precision, rounded outwards
/// (`HitReach`), so the walk skips most entries without reading the subview itself.
///
/// The grid is rebuilt lazily, only after plain scans have cost about as much as a build would, so a view
/// whose subviews move every frame (a drag on a canvas) does not rebuild on every change.
///
/// Only the main actor touches it (the walk runs there).
@MainActor
final class SubviewHitIndex {
    /// Views with fewer subviews are always scanned.
    static let threshold = 64
    /// The most subviews the grid cannot bound, as a share of all subviews (1 in `unboundedShare`).
    private static let unboundedShare = 16

    private var isBuilt = false
    /// Whether the last build found the subviews unsuitable (too many unbounded); cleared by invalidation.
    private var isUnsuitable = false
    /// Subviews visited by plain scans since the last invalidation.
    private var linearWork = 0

    private var originX = 0.0
    private var originY = 0.0
    private var limitX = 0.0
    private var limitY = 0.0
    private var inverseCellWidth = 0.0
    private var inverseCellHeight = 0.0
    private var columns = 0
    private var rows = 0
    /// The built grid: `starts[c] ..< starts[c + 1]` are cell c's entries in `entries`, front to back. Both are
    /// owned by the index (freed by `invalidate` and `deinit`) and empty when there is no grid; they are plain
    /// pointers so reading them costs no retain.
    private var starts = UnsafeMutableBufferPointer<Int32>(start: nil, count: 0)
    private var entries = UnsafeMutableBufferPointer<Entry>(start: nil, count: 0)

    /// One subview listed in a cell: its position in `subviews` and where it may contain a point, so most
    /// candidates are rejected without reading the subview.
    struct Entry {
        /// The subview's position in its superview's `subviews`.
        var position: Int32
        /// Where the subview's bounds may contain a point (`.everywhere` for a subview the grid cannot bound).
        var reach: HitReach
    }

    isolated deinit {
        starts.deallocate()
        entries.deallocate()
    }

    /// Whether the grid is built now (tests ask it: scrolling must keep it).
    var hasGrid: Bool { starts.count > 0 }

    /// Forgets the grid; the next walks scan until a rebuild pays off.
    func invalidate() {
        guard isBuilt || isUnsuitable || linearWork > 0 else { return }
        isBuilt = false
        isUnsuitable = false
        linearWork = 0
        starts.deallocate()
        entries.deallocate()
        starts = UnsafeMutableBufferPointer(start: nil, count: 0)
        entries = UnsafeMutableBufferPointer(start: nil, count: 0)
    }

    /// The subviews that may contain `point` (in the view's coordinates), front to back; nil when the walk
    /// should scan every subview. The buffer stays valid while the grid is not invalidated, that is while no
    /// other code runs.
    @inline(__always)
    func candidates(at point: CGPoint) -> UnsafeBufferPointer<Entry>? {
        guard starts.count > 0 else { return nil }
        guard point.x >= originX, point.y >= originY, point.x < limitX, point.y < limitY else { return nil }
        let cell = row(of: point.y) * columns + column(of: point.x)
        let start = Int(starts[cell])
        return UnsafeBufferPointer(rebasing: entries[start..<Int(starts[cell + 1])])
    }

    /// Records a plain scan of `view`'s subviews and builds the grid once scans have cost about a build.
    static func noteLinearScan(of view: UIView, visited: Int) {
        let index: SubviewHitIndex
        if let existing = view.hitIndex {
            index = existing
        } else {
            index = SubviewHitIndex()
            view.hitIndex = index
        }
        guard !index.isBuilt, !index.isUnsuitable else { return }
        index.linearWork += visited
        if index.linearWork >= 2 * view.storedSubviews.count {
            index.build(for: view)
        }
    }

    /// The column of `x`, clamped to the grid. Truncating a non-negative value is rounding it down, without a
    /// call to `floor`.
    @inline(__always)
    private func column(of x: CGFloat) -> Int {
        let value = (x - originX) * inverseCellWidth
        return !(value >= 0) ? 0 : (value >= CGFloat(columns) ? columns - 1 : Int(checkedInRange: Double(value)))
    }

    /// The row of `y`, clamped to the grid.
    @inline(__always)
    private func row(of y: CGFloat) -> Int {
        let value = (y - originY) * inverseCellHeight
        return !(value >= 0) ? 0 : (value >= CGFloat(rows) ? rows - 1 : Int(checkedInRange: Double(value)))
    }

    // MARK: - Building

    /// A subview's reach in its superview's coordinates: where its bounds can contain a point, or nil when
    /// the grid cannot bound it.
    private static func reach(of child: UIView) -> (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat)? {
        guard child.hitTesting.kind != .custom, child.geometry.hasIdentityTransform else { return nil }
        let bounds = child.storedBounds
        let center = child.storedCenter
        let midX = bounds.origin.x + bounds.size.width / 2
        let midY = bounds.origin.y + bounds.size.height / 2
        let x0 = Swift.min(bounds.origin.x, bounds.origin.x + bounds.size.width)
        let x1 = Swift.max(bounds.origin.x, bounds.origin.x + bounds.size.width)
        let y0 = Swift.min(bounds.origin.y, bounds.origin.y + bounds.size.height)
        let y1 = Swift.max(bounds.origin.y, bounds.origin.y + bounds.size.height)
        // Conversion is `p - center + mid`; the margin covers its rounding with a wide berth.
        let marginX = 1e-9 * (1 + abs(center.x) + abs(midX) + abs(x0) + abs(x1))
        let marginY = 1e-9 * (1 + abs(center.y) + abs(midY) + abs(y0) + abs(y1))
        let reach = (
            minX: center.x - midX + x0 - marginX, minY: center.y - midY + y0 - marginY,
            maxX: center.x - midX + x1 + marginX, maxY: center.y - midY + y1 + marginY
        )
        guard reach.minX.isFinite, reach.minY.isFinite, reach.maxX.isFinite, reach.maxY.isFinite else { return nil }
        return reach
    }

    private func build(for view: UIView) {
        let subviews = view.storedSubviews
        let count = subviews.count
        var reaches: [(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat)?] = []
        reaches.reserveCapacity(count)
        var unbounded = 0
        var unionMinX = CGFloat.infinity
        var unionMinY = CGFloat.infinity
        var unionMaxX = -CGFloat.infinity
        var unionMaxY = -CGFloat.infinity
        var totalWidth = 0.0
        var totalHeight = 0.0
        for child in subviews {
            let reach = Self.reach(of: child)
            reaches.append(reach)
            guard let reach else {
                unbounded += 1
                continue
            }
            unionMinX = Swift.min(unionMinX, reach.minX)
            unionMinY = Swift.min(unionMinY, reach.minY)
            unionMaxX = Swift.max(unionMaxX, reach.maxX)
            unionMaxY = Swift.max(unionMaxY, reach.maxY)
            totalWidth += reach.maxX - reach.minX
            totalHeight += reach.maxY - reach.minY
        }
        // The domain: the union of the reaches, where the subviews are — not the view's bounds, which a scroll
        // view moves over its content on every frame (the grid lives in the view's coordinates, which its bounds
        // do not change). Points outside it scan.
        (originX, originY, limitX, limitY) = (unionMinX, unionMinY, unionMaxX, unionMaxY)
        let bounded = count - unbounded
        guard unbounded * Self.unboundedShare <= count, bounded > 0, limitX > originX, limitY > originY,
            (limitX - originX).isFinite, (limitY - originY).isFinite
        else {
            isUnsuitable = true
            return
        }
        // Cells about half the average subview size, at most about four per subview.
        let width = limitX - originX
        let height = limitY - originY
        var cellWidth = Swift.max(totalWidth / CGFloat(bounded) / 2, width / 4096)
        var cellHeight = Swift.max(totalHeight / CGFloat(bounded) / 2, height / 4096)
        cellWidth = Swift.min(Swift.max(cellWidth, .leastNormalMagnitude), width)
        cellHeight = Swift.min(Swift.max(cellHeight, .leastNormalMagnitude), height)
        let maximumCells = 4.0 * CGFloat(count) + 16
        let cells = (width / cellWidth).rounded(.up) * (height / cellHeight).rounded(.up)
        if cells > maximumCells {
            let scale = (cells / maximumCells).squareRoot()
            cellWidth *= scale
            cellHeight *= scale
        }
        columns = Swift.max(1, Swift.min(Int(saturating: (width / cellWidth).rounded(.up)), 4096))
        rows = Swift.max(1, Swift.min(Int(saturating: (height / cellHeight).rounded(.up)), 4096))
        inverseCellWidth = CGFloat(columns) / width
        inverseCellHeight = CGFloat(rows) / height

        // Counting pass, then filling front to back so each cell's list is in walk order.
        let cellCount = columns * rows
        var starts = [Int32](repeating: 0, count: cellCount + 1)
        func span(_ reach: (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat)?) -> (Int, Int, Int, Int)? {
            guard let reach else { return (0, columns - 1, 0, rows - 1) }
            guard reach.maxX >= originX, reach.maxY >= originY, reach.minX < limitX, reach.minY < limitY
            else { return nil }
            return (column(of: reach.minX), column(of: reach.maxX), row(of: reach.minY), row(of: reach.maxY))
        }
        var total = 0
        for reach in reaches {
            guard let (c0, c1, r0, r1) = span(reach) else { continue }
            for r in r0...r1 {
                for c in c0...c1 { starts[r * columns + c + 1] += 1 }
            }
            total += (c1 - c0 + 1) * (r1 - r0 + 1)
        }
        guard total < Int(Int32.max) else {
            isUnsuitable = true
            return
        }
        for cell in 0..<cellCount { starts[cell + 1] += starts[cell] }
        var fill = starts
        let list = UnsafeMutableBufferPointer<Entry>.allocate(capacity: Swift.max(1, total))
        for position in stride(from: count - 1, through: 0, by: -1) {
            guard let (c0, c1, r0, r1) = span(reaches[position]) else { continue }
            let entry = Entry(position: Int32(position), reach: reaches[position].map { HitReach($0) } ?? .everywhere)
            for r in r0...r1 {
                for c in c0...c1 {
                    let cell = r * columns + c
                    list.initializeElement(at: Int(fill[cell]), to: entry)
                    fill[cell] += 1
                }
            }
        }
        let cellStarts = UnsafeMutableBufferPointer<Int32>.allocate(capacity: starts.count)
        _ = cellStarts.initialize(from: starts)
        self.starts = cellStarts
        entries = list
        isBuilt = true
    }

    // MARK: - Checking

    /// Whether the plain scan agrees with an indexed one that stopped at `step`: no default subview in front
    /// of where it stopped is eligible and contains the point. Debug builds assert it.
    static func linearWalkAgrees(_ subviews: [UIView], at point: CGPoint, stoppedAt stop: Int) -> Bool {
        for position in stride(from: subviews.count - 1, to: stop, by: -1) {
            let child = subviews[position]
            guard child.hitTesting.kind != .custom, child.isStoredEligibleForHitTesting else { continue }
            if child.storedBoundsContain(child.storedConvertFromSuperview(point)) { return false }
        }
        return true
    }
}
