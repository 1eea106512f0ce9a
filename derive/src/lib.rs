//! `#[derive(FromJson)]` for the roguelike's own JSON reader (`src/json`):
//! for each type, one straight-line function reading it from a parsed tree,
//! in place of serde's generic visitors (issue 30: those were a third of
//! the page's wasm). It honours the `#[serde(...)]` attributes the type
//! already carries for its writer, so a type keeps one set of attributes;
//! `#[json(read = "path")]` names the reader of a member whose serde
//! attribute names a serde function (`deserialize_with`, `with`).
//!
//! The code generated names `crate::json`: it is for the roguelike crate.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::{parse_macro_input, Attribute, Data, DeriveInput, Fields, Ident, LitStr, Type};

/// Derives `crate::json::FromJson`.
#[proc_macro_derive(FromJson, attributes(json))]
pub fn derive_from_json(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    match expand(&input) {
        Ok(tokens) => tokens.into(),
        Err(error) => error.to_compile_error().into(),
    }
}

mod to_json;

/// Derives `crate::json::ToJson` (derive/src/to_json.rs).
#[proc_macro_derive(ToJson, attributes(serde, to_json))]
pub fn derive_to_json(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    match to_json::expand(&input) {
        Ok(tokens) => tokens.into(),
        Err(error) => error.to_compile_error().into(),
    }
}

/// What the attributes of a type, a variant or a member say about reading.
#[derive(Default)]
struct Attrs {
    rename: Option<String>,
    rename_all: Option<String>,
    deny_unknown_fields: bool,
    tag: Option<String>,
    untagged: bool,
    transparent: bool,
    try_from: Option<Type>,
    from: Option<Type>,
    default: Option<Option<syn::Path>>,
    skip: bool,
    flatten: bool,
    serde_reader: bool,
    read: Option<syn::Path>,
}

fn attrs(list: &[Attribute]) -> syn::Result<Attrs> {
    let mut out = Attrs::default();
    for attr in list {
        let ours = attr.path().is_ident("json");
        if !ours && !attr.path().is_ident("serde") {
            continue;
        }
        attr.parse_nested_meta(|meta| {
            let name = meta.path.get_ident().map(Ident::to_string).unwrap_or_default();
            let text = |meta: &syn::meta::ParseNestedMeta<'_>| -> syn::Result<LitStr> {
                meta.value()?.parse::<LitStr>()
            };
            match name.as_str() {
                "rename" => out.rename = Some(text(&meta)?.value()),
                "rename_all" => out.rename_all = Some(text(&meta)?.value()),
                "deny_unknown_fields" => out.deny_unknown_fields = true,
                "tag" => out.tag = Some(text(&meta)?.value()),
                "untagged" => out.untagged = true,
                "transparent" => out.transparent = true,
                "try_from" => out.try_from = Some(text(&meta)?.parse()?),
                "from" => out.from = Some(text(&meta)?.parse()?),
                "default" => {
                    out.default = Some(if meta.input.peek(syn::Token![=]) {
                        Some(text(&meta)?.parse()?)
                    } else {
                        None
                    })
                }
                "skip" | "skip_deserializing" => out.skip = true,
                "flatten" => out.flatten = true,
                "read" if ours => out.read = Some(text(&meta)?.parse()?),
                "deserialize_with" | "with" => {
                    text(&meta)?;
                    out.serde_reader = true;
                }
                // Said for the writer only.
                "skip_serializing_if" | "serialize_with" | "into" | "skip_serializing" => {
                    if meta.input.peek(syn::Token![=]) {
                        text(&meta)?;
                    }
                }
                _ => return Err(meta.error(format!("FromJson does not know `{name}`"))),
            }
            Ok(())
        })?;
    }
    Ok(out)
}

/// serde's renaming of a variant (`PascalCase` as written) under `rule`.
fn rename_variant(name: &str, rule: &str) -> String {
    match rule {
        "lowercase" => name.to_ascii_lowercase(),
        "UPPERCASE" => name.to_ascii_uppercase(),
        "camelCase" => name[..1].to_ascii_lowercase() + &name[1..],
        "snake_case" | "SCREAMING_SNAKE_CASE" | "kebab-case" => {
            let mut snake = String::new();
            for (i, c) in name.char_indices() {
                if c.is_uppercase() && i > 0 {
                    snake.push('_');
                }
                snake.push(c.to_ascii_lowercase());
            }
            match rule {
                "SCREAMING_SNAKE_CASE" => snake.to_ascii_uppercase(),
                "kebab-case" => snake.replace('_', "-"),
                _ => snake,
            }
        }
        _ => name.to_owned(),
    }
}

/// serde's renaming of a member (`snake_case` as written) under `rule`.
fn rename_field(name: &str, rule: &str) -> String {
    match rule {
        "UPPERCASE" | "SCREAMING_SNAKE_CASE" => name.to_ascii_uppercase(),
        "kebab-case" => name.replace('_', "-"),
        "camelCase" | "PascalCase" => {
            let mut out = String::new();
            let mut capital = rule == "PascalCase";
            for c in name.chars() {
                if c == '_' {
                    capital = true;
                } else if capital {
                    out.push(c.to_ascii_uppercase());
                    capital = false;
                } else {
                    out.push(c);
                }
            }
            out
        }
        _ => name.to_owned(),
    }
}

fn expand(input: &DeriveInput) -> syn::Result<TokenStream> {
    let top = attrs(&input.attrs)?;
    let name = &input.ident;
    // serde words a container's errors by its renamed name.
    let said = top.rename.as_ref().map_or_else(|| name.clone(), |n| Ident::new(n, name.span()));
    // Each type parameter is read too, so it must be readable (as serde's
    // derive bounds it).
    let mut generics = input.generics.clone();
    let params: Vec<Ident> = generics.type_params().map(|p| p.ident.clone()).collect();
    for param in params {
        generics
            .make_where_clause()
            .predicates
            .push(syn::parse_quote!(#param: crate::json::FromJson));
    }
    let (impl_generics, type_generics, where_clause) = generics.split_for_impl();
    let body = if let Some(source) = top.try_from.as_ref() {
        quote! {
            let source = <#source as crate::json::FromJson>::from_json(node)?;
            <Self as ::core::convert::TryFrom<#source>>::try_from(source)
                .map_err(crate::json::Error::custom)
        }
    } else if let Some(source) = top.from.as_ref() {
        quote! {
            <#source as crate::json::FromJson>::from_json(node).map(<Self as ::core::convert::From<#source>>::from)
        }
    } else {
        match &input.data {
            Data::Struct(data) => struct_body(name, &said, &top, &data.fields)?,
            Data::Enum(data) => enum_body(name, &top, data)?,
            Data::Union(_) => {
                return Err(syn::Error::new(Span::call_site(), "FromJson reads no unions"))
            }
        }
    };
    let key = unit_enum_key(&top, input)?;
    Ok(quote! {
        #key
        impl #impl_generics crate::json::FromJson for #name #type_generics #where_clause {
            fn from_json(node: &crate::json::Node) -> ::core::result::Result<Self, crate::json::Error> {
                #body
            }
        }
    })
}

/// An enum of names alone is a map's key too (the content table's rows
/// by kind), as serde_json reads one: its name, or serde's "unknown
/// variant" past the member's name.
fn unit_enum_key(top: &Attrs, input: &DeriveInput) -> syn::Result<TokenStream> {
    let Data::Enum(data) = &input.data else { return Ok(TokenStream::new()) };
    if top.tag.is_some() || top.untagged || top.try_from.is_some() || top.from.is_some() {
        return Ok(TokenStream::new());
    }
    if !data.variants.iter().all(|v| matches!(v.fields, Fields::Unit)) {
        return Ok(TokenStream::new());
    }
    let name = &input.ident;
    let mut arms = Vec::new();
    let mut names = Vec::new();
    for variant in &data.variants {
        let variant_attrs = attrs(&variant.attrs)?;
        if variant_attrs.skip {
            continue;
        }
        let key = match (&variant_attrs.rename, &top.rename_all) {
            (Some(rename), _) => rename.clone(),
            (None, Some(rule)) => rename_variant(&variant.ident.to_string(), rule),
            (None, None) => variant.ident.to_string(),
        };
        let ident = &variant.ident;
        let index = names.len();
        arms.push(quote!(#index => Ok(#name::#ident),));
        names.push(key);
    }
    Ok(quote! {
        impl crate::json::FromJsonKey for #name {
            fn from_key(
                key: &str,
                at: crate::json::Pos,
            ) -> ::core::result::Result<Self, crate::json::Error> {
                static VARIANTS: &[&str] = &[#(#names),*];
                match crate::json::key_index(key, at, VARIANTS)? {
                    #(#arms)*
                    _ => Err(crate::json::unknown_variant(key, VARIANTS).or_at(at)),
                }
            }
        }
    })
}

fn struct_body(
    name: &Ident,
    said: &Ident,
    top: &Attrs,
    fields: &Fields,
) -> syn::Result<TokenStream> {
    match fields {
        Fields::Named(_) if top.transparent => transparent(quote!(#name), fields),
        Fields::Named(_) => {
            let expecting = format!("struct {said}");
            named_fields(quote!(#name), top, fields, &expecting, None)
        }
        Fields::Unnamed(unnamed) if unnamed.unnamed.len() == 1 || top.transparent => {
            transparent(quote!(#name), fields)
        }
        Fields::Unnamed(unnamed) => {
            let expecting = format!("tuple struct {name} with {} elements", unnamed.unnamed.len());
            tuple_fields(quote!(#name), fields, &expecting)
        }
        Fields::Unit => {
            let expecting = format!("unit struct {name}");
            Ok(quote! {
                match node.value {
                    crate::json::Value::Null => Ok(#name),
                    _ => Err(crate::json::invalid_type(node, #expecting)),
                }
            })
        }
    }
}

/// The one member read from the whole value; any other left at its default.
fn transparent(path: TokenStream, fields: &Fields) -> syn::Result<TokenStream> {
    let mut inits = Vec::new();
    for (i, field) in fields.iter().enumerate() {
        let member = match &field.ident {
            Some(ident) => quote!(#ident),
            None => {
                let index = syn::Index::from(i);
                quote!(#index)
            }
        };
        let ty = &field.ty;
        if attrs(&field.attrs)?.skip {
            inits.push(quote!(#member: ::core::default::Default::default()));
        } else {
            inits.push(quote!(#member: <#ty as crate::json::FromJson>::from_json(node)?));
        }
    }
    Ok(quote!(Ok(#path { #(#inits),* })))
}

fn tuple_fields(path: TokenStream, fields: &Fields, expecting: &str) -> syn::Result<TokenStream> {
    let count = fields.len();
    let mut inits = Vec::new();
    for (i, field) in fields.iter().enumerate() {
        let ty = &field.ty;
        let index = syn::Index::from(i);
        inits.push(quote! {
            #index: match <#ty as crate::json::FromJson>::from_json(&items[#i]) {
                ::core::result::Result::Ok(value) => value,
                ::core::result::Result::Err(e) => return Err(crate::json::placed(e, &items[#i])),
            }
        });
    }
    Ok(quote! {
        let items = crate::json::exactly(node, #count, #expecting)?;
        Ok(#path { #(#inits),* })
    })
}

/// The reading of a struct (or a struct variant) `path { … }` from `node`:
/// an object's members by name or, as serde also reads a struct, an
/// array's items in order. `tag` is an internally tagged enum's tag, which
/// is no member of the variant (whose value is always an object).
///
/// The type gets one static table of its members' names; the shared
/// `crate::json::read_members` walks the value once and hands each member
/// found to a closure whose only per-member code is the member's own read.
fn named_fields(
    path: TokenStream,
    container: &Attrs,
    fields: &Fields,
    expecting: &str,
    tag: Option<&str>,
) -> syn::Result<TokenStream> {
    let mut locals = Vec::new();
    let mut arms = Vec::new();
    let mut values = Vec::new();
    let mut flattened = Vec::new();
    let mut inits = Vec::new();
    let mut names = Vec::new();
    let mut required = Vec::new();
    let mut optional = Vec::new();
    let mut kept = Vec::new();
    let mut kept_values = Vec::new();
    let mut flatten = false;
    for (i, field) in fields.iter().enumerate() {
        let ident = field.ident.as_ref().expect("named fields");
        let ty = &field.ty;
        let field_attrs = attrs(&field.attrs)?;
        let local = format_ident!("field_{}", i);
        inits.push(quote!(#ident: #local));
        if field_attrs.skip {
            values.push(quote!(let #local = ::core::default::Default::default();));
            continue;
        }
        if field_attrs.flatten {
            if flatten {
                return Err(syn::Error::new_spanned(ident, "FromJson flattens one member"));
            }
            flatten = true;
            flattened.push(quote! {
                let #local = {
                    let _content = crate::json::Content::enter();
                    <#ty as crate::json::FromJson>::from_json(&crate::json::rest(node, rest))
                        .map_err(|e| e.unplaced().or_at(node.end))?
                };
            });
            continue;
        }
        if field_attrs.serde_reader && field_attrs.read.is_none() {
            return Err(syn::Error::new_spanned(
                ident,
                "a member read by a serde function needs #[json(read = \"path\")]",
            ));
        }
        let raw = ident.to_string();
        let raw = raw.strip_prefix("r#").unwrap_or(&raw).to_owned();
        let key = match (&field_attrs.rename, &container.rename_all) {
            (Some(rename), _) => rename.clone(),
            (None, Some(rule)) => rename_field(&raw, rule),
            (None, None) => raw,
        };
        let index = names.len();
        locals.push(quote!(let mut #local: ::core::option::Option<#ty> = None;));
        let read = match &field_attrs.read {
            Some(reader) => quote!(#reader(value)?),
            None => quote!(<#ty as crate::json::FromJson>::from_json(value)?),
        };
        arms.push(quote!(#index => #local = Some(#read),));
        let absent = match &field_attrs.default {
            Some(Some(function)) => Some(quote!(#function())),
            Some(None) => Some(quote!(::core::default::Default::default())),
            None => None,
        };
        match absent {
            Some(absent) => {
                values.push(quote! {
                    let #local = match #local {
                        Some(value) => value,
                        None => #absent,
                    };
                });
                required.push(false);
                optional.push(quote!(false));
            }
            // A member read by its own reader has no value when missing.
            None if field_attrs.read.is_some() => {
                required.push(true);
                optional.push(quote!(false));
                kept.push(local.clone());
                kept_values.push(quote!(#local));
            }
            None => {
                required.push(true);
                optional.push(quote!(<#ty as crate::json::FromJson>::when_missing().is_some()));
                kept.push(local.clone());
                kept_values
                    .push(quote!(#local.or_else(<#ty as crate::json::FromJson>::when_missing)));
            }
        }
        names.push(key);
    }
    let count = names.len();
    let in_order = format!("{expecting} with {count} element{}", if count == 1 { "" } else { "s" });
    let deny = container.deny_unknown_fields;
    let array = tag.is_none() && !flatten;
    let tag = match tag {
        Some(tag) => quote!(Some(#tag)),
        None => quote!(None),
    };
    let rest = if flatten {
        quote!(let mut rest: ::std::vec::Vec<&crate::json::Member> = ::std::vec::Vec::new();)
    } else {
        TokenStream::new()
    };
    let rest_arg = if flatten { quote!(Some(&mut rest)) } else { quote!(None) };
    // `read_members` has refused a required member left out, so each is
    // here; one shared way out says so if that ever broke.
    let kept = (!kept.is_empty()).then(|| {
        quote! {
            let (#(Some(#kept),)*) = (#(#kept_values,)*) else {
                return Err(crate::json::member_lost(node, &FIELDS));
            };
        }
    });
    Ok(quote! {{
        static FIELDS: crate::json::Fields = crate::json::Fields {
            names: &[#(#names),*],
            expecting: #expecting,
            in_order: #in_order,
            deny_unknown: #deny,
            tag: #tag,
            array: #array,
            required: &[#(#required),*],
        };
        #(#locals)*
        #rest
        let optional: &[bool] = &[#(#optional),*];
        crate::json::read_members(node, &FIELDS, optional, #rest_arg, &mut |index, value| {
            let _ = &value;
            match index {
                #(#arms)*
                _ => {}
            }
            Ok(())
        })?;
        #kept
        #(#values)*
        #(#flattened)*
        Ok(#path { #(#inits),* })
    }})
}

fn enum_body(name: &Ident, top: &Attrs, data: &syn::DataEnum) -> syn::Result<TokenStream> {
    let mut variants = Vec::new();
    for variant in &data.variants {
        let variant_attrs = attrs(&variant.attrs)?;
        if variant_attrs.skip {
            continue;
        }
        let key = match (&variant_attrs.rename, &top.rename_all) {
            (Some(rename), _) => rename.clone(),
            (None, Some(rule)) => rename_variant(&variant.ident.to_string(), rule),
            (None, None) => variant.ident.to_string(),
        };
        variants.push((variant, variant_attrs, key));
    }
    let names: Vec<&String> = variants.iter().map(|(_, _, key)| key).collect();
    if top.untagged {
        return untagged(name, &variants);
    }
    if let Some(tag) = &top.tag {
        return internally_tagged(name, top, tag, &variants, &names);
    }
    let mut kinds = Vec::new();
    let mut arms = Vec::new();
    for (index, (variant, variant_attrs, _)) in variants.iter().enumerate() {
        let ident = &variant.ident;
        let path = quote!(#name::#ident);
        match &variant.fields {
            Fields::Unit => {
                kinds.push(String::new());
                arms.push(quote!((#index, _) => Ok(#path),));
            }
            fields => {
                let (kind, read) = variant_reader(name, variant, variant_attrs, fields, path)?;
                kinds.push(kind);
                arms.push(quote! {
                    (#index, Some(node)) => {
                        #read
                    }
                });
            }
        }
    }
    let expecting = format!("enum {name}");
    Ok(quote! {
        static VARIANTS: &[&str] = &[#(#names),*];
        static KINDS: &[&str] = &[#(#kinds),*];
        // `external` gives a value to exactly the variants with data.
        let read: ::core::result::Result<Self, crate::json::Error> =
            match crate::json::external(node, VARIANTS, KINDS)? {
                #(#arms)*
                _ => Err(crate::json::invalid_type(node, #expecting)),
            };
        let read = read?;
        crate::json::lone_member(node)?;
        Ok(read)
    })
}

/// The reading of a variant with data from `node`; what serde calls it.
fn variant_reader(
    name: &Ident,
    variant: &syn::Variant,
    variant_attrs: &Attrs,
    fields: &Fields,
    path: TokenStream,
) -> syn::Result<(String, TokenStream)> {
    let ident = &variant.ident;
    Ok(match fields {
        Fields::Unnamed(unnamed) if unnamed.unnamed.len() == 1 => {
            let ty = &unnamed.unnamed[0].ty;
            (
                "newtype variant".to_owned(),
                quote!(<#ty as crate::json::FromJson>::from_json(node).map(#path)),
            )
        }
        Fields::Unnamed(_) => {
            let expecting = format!("tuple variant {name}::{ident}");
            ("tuple variant".to_owned(), tuple_fields(path, fields, &expecting)?)
        }
        _ => {
            let expecting = format!("struct variant {name}::{ident}");
            (
                "struct variant".to_owned(),
                named_fields(path, variant_attrs, fields, &expecting, None)?,
            )
        }
    })
}

fn internally_tagged(
    name: &Ident,
    top: &Attrs,
    tag: &str,
    variants: &[(&syn::Variant, Attrs, String)],
    names: &[&String],
) -> syn::Result<TokenStream> {
    let expecting = format!("internally tagged enum {name}");
    let mut arms = Vec::new();
    for (index, (variant, variant_attrs, _)) in variants.iter().enumerate() {
        let ident = &variant.ident;
        let path = quote!(#name::#ident);
        let read = match &variant.fields {
            Fields::Unit => quote!(Ok(#path)),
            Fields::Unnamed(unnamed) if unnamed.unnamed.len() == 1 => {
                let ty = &unnamed.unnamed[0].ty;
                quote! {
                    <#ty as crate::json::FromJson>::from_json(&crate::json::without(node, #tag)).map(#path)
                }
            }
            Fields::Unnamed(_) => {
                return Err(syn::Error::new_spanned(
                    variant,
                    "an internally tagged enum holds no tuple variants",
                ))
            }
            Fields::Named(_) => {
                let mut variant_attrs_with = Attrs {
                    deny_unknown_fields: top.deny_unknown_fields,
                    rename_all: variant_attrs.rename_all.clone(),
                    ..Attrs::default()
                };
                variant_attrs_with.deny_unknown_fields |= variant_attrs.deny_unknown_fields;
                let expecting = format!("struct variant {name}::{ident}");
                named_fields(path, &variant_attrs_with, &variant.fields, &expecting, Some(tag))?
            }
        };
        arms.push(
            quote!(#index => (|| -> ::core::result::Result<Self, crate::json::Error> { #read })(),),
        );
    }
    Ok(quote! {
        static VARIANTS: &[&str] = &[#(#names),*];
        let variant = crate::json::tag(node, #tag, VARIANTS, #expecting)?;
        let _content = crate::json::Content::enter();
        let read: ::core::result::Result<Self, crate::json::Error> = match variant {
            #(#arms)*
            _ => Err(crate::json::invalid_type(node, #expecting)),
        };
        read.map_err(crate::json::Error::unplaced)
    })
}

fn untagged(name: &Ident, variants: &[(&syn::Variant, Attrs, String)]) -> syn::Result<TokenStream> {
    let mut tries = Vec::new();
    for (variant, variant_attrs, _) in variants {
        let ident = &variant.ident;
        let path = quote!(#name::#ident);
        let read = match &variant.fields {
            Fields::Unit => quote! {
                match node.value {
                    crate::json::Value::Null => Ok(#path),
                    _ => Err(crate::json::Error::custom("")),
                }
            },
            fields => variant_reader(name, variant, variant_attrs, fields, path)?.1,
        };
        tries.push(quote! {
            if let Ok(value) = (|| -> ::core::result::Result<Self, crate::json::Error> { #read })() {
                return Ok(value);
            }
        });
    }
    let message = format!("data did not match any variant of untagged enum {name}");
    Ok(quote! {
        #(#tries)*
        Err(crate::json::Error::custom(#message))
    })
}
