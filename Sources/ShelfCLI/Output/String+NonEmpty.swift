extension String {
    /// nil for the empty string, so empty fields are left out.
    var nonEmpty: String? { isEmpty ? nil : self }
}
