/// Attributes that exist only for the Objective-C runtime. Swift on Linux refuses `@objc`, `@objc(name)`,
/// `@objcMembers` ("Objective-C interoperability is disabled") and `@IBOutlet` on a view ("cannot have
/// non-'@objc' class type"); it accepts `@IBAction`, but that only marks a method for Interface Builder, so it
/// goes too and every target-action method reads alike. `dynamic` alone is valid Swift and stays.
enum ObjectiveCAttributes {
    static let blanked: Set = ["objc", "objcMembers", "IBOutlet", "IBOutletCollection", "IBAction", "IBSegueAction"]
}
