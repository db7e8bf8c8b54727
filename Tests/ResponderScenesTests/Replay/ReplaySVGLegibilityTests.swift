import Foundation
import ResponderKit
import Testing

@testable import ResponderScenes

/// Every picture of every step of every bundled lesson tells the truth at a glance (issue 33): drawn on that
/// step's geometry, labels that overlap nothing, captions beside their fingers and off the views they do not
/// belong to, text of at least 4.5:1 contrast (WCAG AA) whatever a view's fill, outlines stacked as hit-testing
/// orders the views.
@MainActor
@Suite("ReplaySVGLegibilityTests")
struct ReplaySVGLegibilityTests {
    /// WCAG's relative luminance of `#rrggbb`.
    static func luminance(_ css: String) -> Double {
        let value = UInt32(css.dropFirst(), radix: 16) ?? 0
        func channel(_ shift: UInt32) -> Double {
            let c = Double(value >> shift & 0xff) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }

    /// WCAG's contrast ratio of two colours.
    static func contrast(_ first: String, _ second: String) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// One replay of a lesson with a snapshot per input.
    static func replay(_ lesson: String) throws -> ReplayResult {
        try SceneReplayer().replay(BundledScenes.scene(lesson), snapshotsPerInput: true)
    }

    /// The elements of an SVG document, in order, as (name, attributes, text).
    static func elements(_ svg: String) -> [(name: String, attributes: [String: String], text: String)] {
        let pattern = /<(rect|text|g|line|polyline|circle)((?: [a-z-]+="[^"]*")*)\/?>(?:([^<]*)<\/text>)?/
        return svg.matches(of: pattern).map { match in
            var attributes: [String: String] = [:]
            for attribute in String(match.output.2).matches(of: /([a-z-]+)="([^"]*)"/) {
                attributes[String(attribute.output.1)] = String(attribute.output.2)
            }
            return (String(match.output.1), attributes, String(match.output.3 ?? ""))
        }
    }

    @Test("the text colours keep 4.5:1 on the white plates and the page under them, and the plates are opaque")
    func paletteContrast() {
        for colour in ReplaySVG.Palette.textColours {
            #expect(Self.contrast(colour, "#ffffff") >= 4.5, "\(colour)")
        }
        #expect(Self.contrast("#000000", "#ffffff") == 21)
        // A view's fill can be any colour the schema allows; no single text colour keeps 4.5:1 on all of them
        // (this grey is the worst case for black and white alike), hence the plates.
        #expect(Self.contrast(ReplaySVG.Palette.caption, "#777777") < 4.5)
    }

    @Test(
        "every step's picture: labels apart, captions by their fingers, contrast 4.5:1, outlines in hit-test order",
        arguments: BundledScenes.lessons.map(\.file))
    func everyStep(lesson: String) throws {
        let result = try Self.replay(lesson)
        #expect(!result.inputs.isEmpty)
        for input in result.inputs {
            let svg = ReplaySVG.render(result, step: input.number)
            let where_ = "\(lesson) step \(input.number)"
            let shapes = try #require(input.snapshot).shapes
            let elements = Self.elements(svg)
            let screenHeight =
                shapes.filter(\.isWindow).map { $0.screenPoint(CGPoint(x: 0, y: $0.bounds.maxY)).y }
                .max() ?? 844
            let screenWidth =
                shapes.filter(\.isWindow).map { $0.screenPoint(CGPoint(x: $0.bounds.maxX, y: 0)).x }
                .max() ?? 390
            // Labels: none overlaps another.
            let labels = ReplayPictureTests.labels(svg)
            for (index, first) in labels.enumerated() {
                for second in labels[(index + 1)...] where first.box.intersects(second.box) {
                    Issue.record("'\(first.text)' overlaps '\(second.text)' in \(where_)")
                }
            }
            // The caption: within 80 points of its finger, on no painted view but the one it hit and its ancestors.
            let caption = input.caption(in: result)
            if let point = input.point {
                let box = try #require(labels.first { $0.text == caption }?.box, "no caption in \(where_)")
                let gap = hypot(
                    max(box.minX - point.x, 0, point.x - box.maxX), max(box.minY - point.y, 0, point.y - box.maxY))
                #expect(gap <= LabelPlacer.captionReach + 0.5, "caption \(gap) pt from its finger in \(where_)")
                let placer = LabelPlacer(bounds: .infinite, shapes: shapes)
                let owner = input.hitView(in: result).flatMap { id in shapes.lastIndex { $0.id == id } }
                let foreign = placer.foreign(to: owner)
                // Where the scene leaves room beside the finger (a spot within reach on no foreign view), the
                // caption takes it; a scene covered by painted views leaves none.
                let room = LabelPlacer.captionCandidates(size: box.size, finger: point).contains { origin in
                    let spot = CGRect(origin: origin, size: box.size)
                    return spot.minX >= -10 && spot.minY >= -10 && spot.maxX <= screenWidth + 10
                        && spot.maxY <= screenHeight + 10 && !foreign.contains { $0.intersects(spot) }
                }
                for view in foreign where room && view.intersects(box) {
                    Issue.record("caption '\(caption)' lies on a view it does not belong to, \(view), in \(where_)")
                }
            }
            // Contrast: every text colour keeps 4.5:1 on white; every label on the scene is on an opaque white plate.
            for (index, element) in elements.enumerated() where element.name == "text" {
                let fill = element.attributes["fill"] ?? "#000000"
                #expect(Self.contrast(fill, "#ffffff") >= 4.5, "'\(element.text)' in \(fill) in \(where_)")
                guard let y = Double(element.attributes["y"] ?? ""), y < screenHeight + 10 else { continue }
                let plate = index > 0 ? elements[index - 1] : nil
                #expect(
                    plate?.name == "rect" && plate?.attributes["class"] == "plate"
                        && plate?.attributes["fill"] == "#ffffff" && plate?.attributes["fill-opacity"] == nil,
                    "'\(element.text)' has no plate in \(where_)")
            }
            // Outlines: each right after its own view (the k-th grey-stroked rect is shape k), before any view in
            // front of it, so they stack as the views do, front-most (what standard hit-testing asks first) on top.
            var owner = -1
            var outlined: [Int] = []
            for element in elements where element.name == "rect" {
                switch element.attributes["stroke"] {
                case "#888888": owner += 1
                case ReplaySVG.Palette.asked, ReplaySVG.Palette.hit:
                    if outlined.last != owner { outlined.append(owner) }
                default: break
                }
            }
            #expect(owner == shapes.count - 1, "\(where_): \(owner + 1) views drawn of \(shapes.count)")
            #expect(outlined == outlined.sorted(), "\(where_)")
        }
    }

    @Test("the whole replay of several inputs is one picture per input, each on that input's geometry")
    func wholeReplayUsesEachStepsGeometry() throws {
        let svg = try ResponderTool.replay(
            scenePath: try #require(BundledScenes.url("01-hit-test-log")).path, format: .svg)
        let texts = ReplayPictureTests.labels(svg).map(\.text)
        #expect(texts.contains { $0.hasPrefix("step 1 of 2: tap 1 @ 0.00 s → AView") })
        #expect(texts.contains { $0.hasPrefix("step 2 of 2: tap 2 @ ") })
        #expect(svg.contains("<g transform=\"translate(0 "))
        // A tap on content that scrolls afterwards is captioned where the content was when it was tapped: the
        // scroll-view lesson draws each of its inputs on its own geometry.
        let result = try Self.replay("19-scroll-view-button")
        let whole = ReplaySVG.render(result)
        for input in result.inputs {
            #expect(whole.contains(ReplaySVG.escape("step \(input.number) of \(result.inputs.count): ")))
        }
    }
}
