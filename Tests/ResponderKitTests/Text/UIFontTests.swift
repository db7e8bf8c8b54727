import Foundation
import ResponderKit
import Testing

@Suite("UIFontTests")
struct UIFontTests {
    @Test(
        "text styles have UIKit's default sizes and weights at the Large content size",
        arguments: [
            (UIFont.TextStyle.largeTitle, 34.0, ".SFUI-Regular"), (.title1, 28, ".SFUI-Regular"),
            (.title2, 22, ".SFUI-Regular"), (.title3, 20, ".SFUI-Regular"), (.headline, 17, ".SFUI-Semibold"),
            (.body, 17, ".SFUI-Regular"), (.callout, 16, ".SFUI-Regular"), (.subheadline, 15, ".SFUI-Regular"),
            (.footnote, 13, ".SFUI-Regular"), (.caption1, 12, ".SFUI-Regular"), (.caption2, 11, ".SFUI-Regular"),
        ] as [(UIFont.TextStyle, CGFloat, String)])
    func textStyles(_ style: UIFont.TextStyle, _ size: CGFloat, _ name: String) {
        let font = UIFont.preferredFont(forTextStyle: style)
        #expect(font.pointSize == size)
        #expect(font.fontName == name)
    }

    @Test("the system font's metrics are San Francisco's, in proportion to the size")
    func metrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(
            [font.ascender, font.descender, font.lineHeight, font.leading] == [
                16.1865234375, -4.1005859375, 20.287109375, 0,
            ])
        #expect(String(format: "%.3f %.3f", font.capHeight, font.xHeight) == "11.978 8.948")
        #expect(font.withSize(34).lineHeight == 40.57421875)
        #expect(font.familyName == ".AppleSystemUIFont")
    }

    @Test("weights pick the system font's faces; withSize keeps the face")
    func weights() {
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .heavy).fontName == ".SFUI-Heavy")
        #expect(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(0.25)).fontName == ".SFUI-Medium")
        #expect(UIFont.italicSystemFont(ofSize: 12).withSize(20).fontName == ".SFUI-RegularItalic")
        #expect(
            UIFont.systemFont(ofSize: 12, weight: .semibold).withSize(20)
                == UIFont.systemFont(ofSize: 20, weight: .semibold))
        #expect(UIFont.Weight.medium.rawValue == 0.23 && UIFont.Weight.black.rawValue == 0.62)
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test("bad sizes and names give defined fonts: a non-finite or negative size is 0, an empty name is nil")
    func badInput() {
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 0)
        #expect(UIFont.systemFont(ofSize: -3).lineHeight == 0)
        #expect(UIFont.systemFont(ofSize: 10, weight: UIFont.Weight(.nan)).fontName == ".SFUI-Regular")
        #expect(UIFont(name: "", size: 12) == nil)
        #expect(UIFont(name: "Menlo", size: 12)?.pointSize == 12)
    }
}
