package booklet_test

import "math/rand/v2"

func randFor(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 7)) }
