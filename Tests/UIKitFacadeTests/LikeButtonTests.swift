import Foundation
import Testing
import UIKit

@MainActor
@Suite("LikeButtonTests")
struct LikeButtonTests {
    @Test("§6 a configured like button toggles by taps; its update handler switches title and image by isSelected")
    func likeToggles() {
        let stage = FacadeStage()
        let controller = LikeViewController()
        controller.onLike = { liked in stage.add(liked ? "liked" : "unliked") }
        stage.window.rootViewController = controller
        let button = controller.likeButton
        let center = CGPoint(x: 160, y: 240)

        stage.app.tap(at: center, time: 0)
        #expect(button.frame.contains(center))
        #expect(button.isSelected)
        stage.app.layoutPendingViews()
        #expect(button.titleLabel?.text == "Liked")
        #expect(button.imageView?.image?.description.contains("'heart.fill'") == true)
        #expect(button.configuration?.baseBackgroundColor == .systemPink)

        stage.app.tap(at: center, time: 1)
        stage.app.layoutPendingViews()
        #expect(!button.isSelected)
        #expect(button.titleLabel?.text == "Like")
        #expect(stage.log == ["liked @0.05", "unliked @1.05"])
        #expect(controller.likes == 0)
        #expect(stage.app.leftovers == [])
    }
}
