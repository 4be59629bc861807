extension UIControl {
    /// What a control is showing: a button picks its title, colours and image by state.
    public struct State: OptionSet, Hashable, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt

        /// The state of the bits given.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down inside.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The focus engine's focus is on it (never, here).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits UIKit keeps for itself.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends actions for.
    public struct Event: OptionSet, Hashable, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt

        /// The events of the bits given.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went down again, as in a double tap.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside: a tap, the event buttons act on.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled a touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch, a slider).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu's action ran instead of the primary action.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return ended editing in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an app may use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits UIKit keeps for itself.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
