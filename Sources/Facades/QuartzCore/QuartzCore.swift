// `import QuartzCore` where there is no QuartzCore: the layer and animation types touch code names come from
// ResponderKit (its layer model is issue 34's); importing it also brings what `import UIKit` brings, as on iOS a
// file that imports QuartzCore usually imports UIKit too.
@_exported import ResponderKit
