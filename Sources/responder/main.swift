print("responder")
