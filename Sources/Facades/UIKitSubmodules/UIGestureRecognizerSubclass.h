// Empty: the submodule exists so that `import UIKit.UIGestureRecognizerSubclass` resolves (see module.modulemap).
