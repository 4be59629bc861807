/// Checking images against references: pixelmatch-exact comparison, diff images, reference stores, reports.
public enum PopsnapSnapshot {}
