package puzzle

import (
	"fmt"
	"sort"
	"sync"
)

var (
	registryMu sync.RWMutex
	registry   = map[string]Kind{}
)

// Register adds a kind. It is called from the kind package's init and panics on
// a duplicate name, which is a programming error.
func Register(k Kind) {
	registryMu.Lock()
	defer registryMu.Unlock()
	if _, dup := registry[k.Name()]; dup {
		panic("puzzle: kind registered twice: " + k.Name())
	}
	registry[k.Name()] = k
}

// Lookup returns the kind registered under name.
func Lookup(name string) (Kind, error) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	if k, ok := registry[name]; ok {
		return k, nil
	}
	return nil, fmt.Errorf("%w %q%s (known: %v)", ErrUnknownKind, name, DidYouMean(name, namesLocked()), namesLocked())
}

// Kinds returns every registered kind, sorted by name.
func Kinds() []Kind {
	registryMu.RLock()
	defer registryMu.RUnlock()
	var ks []Kind
	for _, n := range namesLocked() {
		ks = append(ks, registry[n])
	}
	return ks
}

func namesLocked() []string {
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
