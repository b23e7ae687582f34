print("shelf-bench")
