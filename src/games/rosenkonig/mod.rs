//! The Rose King (Rosenkönig): placeholder until the engine lands.
