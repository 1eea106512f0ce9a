//! `#[derive(ToJson)]` for the roguelike's own JSON writer
//! (`src/json/write.rs`): for each type, straight-line code writing it
//! member by member through the crate's one non-generic `Writer`, in place
//! of serde's derived `Serialize` (issue 30: serde's writers and
//! serde_json's `Value` serializer were about 170 KB of the page's wasm).
//!
//! It honours the `#[serde(...)]` attributes a type carries for writing —
//! `rename`, `rename_all`, `tag`, `content`, `untagged`, `flatten`,
//! `transparent`, `skip`, `skip_serializing`, `skip_serializing_if`,
//! `into` — so the bytes are serde_json's. A member that serde writes
//! through a function of its own (`serialize_with`, `with`) names our
//! writer of it with `#[to_json(write = "path")]`, a
//! `fn(&T, &mut crate::json::Writer)`.
//!
//! The code generated names `crate::json`: it is for the roguelike crate.

use crate::{rename_field, rename_variant};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::{Attribute, Data, DeriveInput, Fields, Ident, LitStr, Type};

/// What the attributes of a type, a variant or a member say about writing.
#[derive(Default)]
struct Attrs {
    rename: Option<String>,
    rename_all: Option<String>,
    tag: Option<String>,
    content: Option<String>,
    untagged: bool,
    transparent: bool,
    into: Option<Type>,
    skip: bool,
    skip_if: Option<syn::Path>,
    flatten: bool,
    serde_writer: bool,
    write: Option<syn::Path>,
}

fn attrs(list: &[Attribute]) -> syn::Result<Attrs> {
    let mut out = Attrs::default();
    for attr in list {
        let ours = attr.path().is_ident("to_json");
        if !ours && !attr.path().is_ident("serde") {
            continue;
        }
        attr.parse_nested_meta(|meta| {
            let name = meta.path.get_ident().map(Ident::to_string).unwrap_or_default();
            let text = |meta: &syn::meta::ParseNestedMeta<'_>| -> syn::Result<LitStr> {
                meta.value()?.parse::<LitStr>()
            };
            match name.as_str() {
                "write" if ours => out.write = Some(text(&meta)?.parse()?),
                "rename" => out.rename = Some(text(&meta)?.value()),
                "rename_all" => out.rename_all = Some(text(&meta)?.value()),
                "tag" => out.tag = Some(text(&meta)?.value()),
                "content" => out.content = Some(text(&meta)?.value()),
                "untagged" => out.untagged = true,
                "transparent" => out.transparent = true,
                "into" => out.into = Some(text(&meta)?.parse()?),
                "skip" | "skip_serializing" => out.skip = true,
                "skip_serializing_if" => out.skip_if = Some(text(&meta)?.parse()?),
                "flatten" => out.flatten = true,
                "serialize_with" | "with" => {
                    text(&meta)?;
                    out.serde_writer = true;
                }
                // Said for the reader only.
                "default"
                | "deserialize_with"
                | "try_from"
                | "from"
                | "alias"
                | "skip_deserializing"
                | "deny_unknown_fields"
                | "other"
                | "bound" => {
                    if meta.input.peek(syn::Token![=]) {
                        text(&meta)?;
                    }
                }
                _ => return Err(meta.error(format!("ToJson does not know `{name}`"))),
            }
            Ok(())
        })?;
    }
    Ok(out)
}

/// The `impl`s for `input`.
pub fn expand(input: &DeriveInput) -> syn::Result<TokenStream> {
    let top = attrs(&input.attrs)?;
    let name = &input.ident;
    let mut generics = input.generics.clone();
    let params: Vec<Ident> = generics.type_params().map(|p| p.ident.clone()).collect();
    if !params.is_empty() {
        let clause = generics.make_where_clause();
        for param in &params {
            clause.predicates.push(syn::parse_quote!(#param: crate::json::ToJson));
        }
    }
    let (impl_generics, type_generics, where_clause) = generics.split_for_impl();
    let (whole, members) = if let Some(into) = &top.into {
        let body = quote! {
            let value: #into = ::core::convert::Into::into(::core::clone::Clone::clone(self));
            crate::json::ToJson::to_json(&value, w);
        };
        let members = quote! {
            let value: #into = ::core::convert::Into::into(::core::clone::Clone::clone(self));
            crate::json::ToJson::to_json_members(&value, w);
        };
        (body, Some(members))
    } else {
        match &input.data {
            Data::Struct(data) => struct_body(&top, &data.fields)?,
            Data::Enum(data) => enum_body(name, &top, data)?,
            Data::Union(_) => {
                return Err(syn::Error::new_spanned(input, "ToJson writes no unions"));
            }
        }
    };
    let members = members.map(|body| {
        quote! {
            fn to_json_members(&self, w: &mut crate::json::Writer) {
                #body
            }
        }
    });
    let key = key_impl(name, &top, input)?;
    Ok(quote! {
        impl #impl_generics crate::json::ToJson for #name #type_generics #where_clause {
            fn to_json(&self, w: &mut crate::json::Writer) {
                #whole
            }
            #members
        }
        #key
    })
}

/// A unit-only, externally tagged enum is also a map key: its name, as
/// serde_json writes a unit variant key.
fn key_impl(name: &Ident, top: &Attrs, input: &DeriveInput) -> syn::Result<Option<TokenStream>> {
    let Data::Enum(data) = &input.data else { return Ok(None) };
    if top.tag.is_some()
        || top.untagged
        || top.into.is_some()
        || !input.generics.params.is_empty()
        || data.variants.iter().any(|v| !matches!(v.fields, Fields::Unit))
    {
        return Ok(None);
    }
    let mut arms = Vec::new();
    for variant in &data.variants {
        let key = variant_name(variant, top)?;
        let ident = &variant.ident;
        arms.push(quote!(#name::#ident => #key,));
    }
    Ok(Some(quote! {
        impl crate::json::ToJsonKey for #name {
            fn json_key(&self, out: &mut ::std::string::String) {
                out.push_str(match self { #(#arms)* });
            }
        }
    }))
}

fn variant_name(variant: &syn::Variant, top: &Attrs) -> syn::Result<String> {
    let own = attrs(&variant.attrs)?;
    Ok(match (&own.rename, &top.rename_all) {
        (Some(rename), _) => rename.clone(),
        (None, Some(rule)) => rename_variant(&variant.ident.to_string(), rule),
        (None, None) => variant.ident.to_string(),
    })
}

/// A member to write: its name in the text, an expression borrowing it,
/// and its attributes.
struct Member {
    key: String,
    value: TokenStream,
    attrs: Attrs,
}

/// The members of a struct or struct variant that are written, with the
/// expression borrowing each from `access(field, index)`.
fn members_of(
    fields: &Fields,
    rename_all: Option<&String>,
    access: impl Fn(&syn::Field, usize) -> TokenStream,
) -> syn::Result<Vec<Member>> {
    let mut out = Vec::new();
    for (index, field) in fields.iter().enumerate() {
        let field_attrs = attrs(&field.attrs)?;
        if field_attrs.skip {
            continue;
        }
        if field_attrs.serde_writer && field_attrs.write.is_none() {
            return Err(syn::Error::new_spanned(
                field,
                "a member serde writes with a function of its own needs #[to_json(write = \"path\")]",
            ));
        }
        let raw = field.ident.as_ref().map_or_else(|| index.to_string(), Ident::to_string);
        let raw = raw.strip_prefix("r#").map(str::to_owned).unwrap_or(raw);
        let key = match (&field_attrs.rename, rename_all) {
            (Some(rename), _) => rename.clone(),
            (None, Some(rule)) => rename_field(&raw, rule),
            (None, None) => raw,
        };
        out.push(Member { key, value: access(field, index), attrs: field_attrs });
    }
    Ok(out)
}

/// Writes each member into the open object: one `member` call and one
/// write per member, guarded by its `skip_serializing_if`.
fn write_members(members: &[Member]) -> TokenStream {
    let mut out = TokenStream::new();
    for Member { key, value, attrs } in members {
        let write = if attrs.flatten {
            quote!(crate::json::ToJson::to_json_members(#value, w);)
        } else if let Some(path) = &attrs.write {
            quote! {
                w.member(#key);
                #path(#value, w);
            }
        } else {
            quote! {
                w.member(#key);
                crate::json::ToJson::to_json(#value, w);
            }
        };
        out.extend(match &attrs.skip_if {
            Some(path) => quote!(if !#path(#value) { #write }),
            None => write,
        });
    }
    out
}

/// Writes one value (a newtype's or a tuple's element).
fn write_value(member: &Member) -> TokenStream {
    let value = &member.value;
    match &member.attrs.write {
        Some(path) => quote!(#path(#value, w);),
        None => quote!(crate::json::ToJson::to_json(#value, w);),
    }
}

/// `(whole, members)`: the code writing a struct, and writing its
/// members into an open object when it has members.
fn struct_body(top: &Attrs, fields: &Fields) -> syn::Result<(TokenStream, Option<TokenStream>)> {
    let members = members_of(fields, top.rename_all.as_ref(), |field, index| match &field.ident {
        Some(ident) => quote!(&self.#ident),
        None => {
            let index = syn::Index::from(index);
            quote!(&self.#index)
        }
    })?;
    if top.transparent {
        let [only] = &members[..] else {
            return Err(syn::Error::new_spanned(
                fields,
                "a transparent struct writes exactly one member",
            ));
        };
        let value = &only.value;
        let whole = write_value(only);
        return Ok((whole, Some(quote!(crate::json::ToJson::to_json_members(#value, w);))));
    }
    Ok(match fields {
        Fields::Named(_) => {
            let body = write_members(&members);
            let whole = quote! {
                w.begin_object();
                crate::json::ToJson::to_json_members(self, w);
                w.end_object();
            };
            (whole, Some(body))
        }
        Fields::Unnamed(unnamed) if unnamed.unnamed.len() == 1 => {
            let Some(only) = members.first() else {
                return Ok((quote!(w.null();), None));
            };
            let value = &only.value;
            (write_value(only), Some(quote!(crate::json::ToJson::to_json_members(#value, w);)))
        }
        Fields::Unnamed(_) => (write_tuple(&members), None),
        Fields::Unit => (quote!(w.null();), None),
    })
}

/// The members as an array.
fn write_tuple(members: &[Member]) -> TokenStream {
    let writes = members.iter().map(write_value);
    quote! {
        w.begin_array();
        #(
            w.element();
            #writes
        )*
        w.end_array();
    }
}

/// The pattern binding a variant's members (as `__0`, `__name`), and its
/// members.
fn bind_variant(
    name: &Ident,
    variant: &syn::Variant,
    own: &Attrs,
) -> syn::Result<(TokenStream, Vec<Member>)> {
    let ident = &variant.ident;
    let binding = |field: &syn::Field, index: usize| match &field.ident {
        Some(field) => format_ident!("__{}", field),
        None => format_ident!("__{}", index),
    };
    let members = members_of(&variant.fields, own.rename_all.as_ref(), |field, index| {
        let bound = binding(field, index);
        quote!(#bound)
    })?;
    let pattern = match &variant.fields {
        Fields::Named(named) => {
            let names = named.named.iter().map(|f| &f.ident);
            let bound = named.named.iter().enumerate().map(|(i, f)| binding(f, i));
            quote!(#name::#ident { #(#names: #bound),* })
        }
        Fields::Unnamed(unnamed) => {
            let bound = unnamed.unnamed.iter().enumerate().map(|(i, f)| binding(f, i));
            quote!(#name::#ident(#(#bound),*))
        }
        Fields::Unit => quote!(#name::#ident),
    };
    Ok((pattern, members))
}

/// A variant's content as a value (external, adjacent and untagged forms).
fn variant_value(variant: &syn::Variant, members: &[Member]) -> TokenStream {
    match &variant.fields {
        Fields::Named(_) => {
            let body = write_members(members);
            quote! {
                w.begin_object();
                #body
                w.end_object();
            }
        }
        Fields::Unnamed(unnamed) if unnamed.unnamed.len() == 1 => match members.first() {
            Some(only) => write_value(only),
            None => quote!(w.null();),
        },
        Fields::Unnamed(_) => write_tuple(members),
        Fields::Unit => quote!(w.null();),
    }
}

fn enum_body(
    name: &Ident,
    top: &Attrs,
    data: &syn::DataEnum,
) -> syn::Result<(TokenStream, Option<TokenStream>)> {
    let mut whole_arms = Vec::new();
    let mut member_arms = Vec::new();
    for variant in &data.variants {
        let own = attrs(&variant.attrs)?;
        let key = variant_name(variant, top)?;
        let (pattern, members) = bind_variant(name, variant, &own)?;
        if own.skip {
            // serde refuses to write a skipped variant; nothing is saved.
            whole_arms.push(quote!(#pattern => w.null(),));
            member_arms.push(quote!(#pattern => {}));
            continue;
        }
        let unit = matches!(variant.fields, Fields::Unit);
        match (&top.tag, &top.content, top.untagged) {
            (_, _, true) => {
                let value = variant_value(variant, &members);
                whole_arms.push(quote!(#pattern => { #value }));
            }
            (Some(tag), Some(content), false) => {
                let value = (!unit).then(|| {
                    let value = variant_value(variant, &members);
                    quote! {
                        w.member(#content);
                        #value
                    }
                });
                whole_arms.push(quote! {
                    #pattern => {
                        w.begin_object();
                        w.member(#tag);
                        w.str(#key);
                        #value
                        w.end_object();
                    }
                });
            }
            (Some(tag), None, false) => {
                let content = match &variant.fields {
                    Fields::Named(_) => write_members(&members),
                    Fields::Unnamed(unnamed) if unnamed.unnamed.len() == 1 => {
                        match members.first() {
                            Some(only) => {
                                let value = &only.value;
                                quote!(crate::json::ToJson::to_json_members(#value, w);)
                            }
                            None => TokenStream::new(),
                        }
                    }
                    Fields::Unnamed(_) => {
                        return Err(syn::Error::new_spanned(
                            variant,
                            "an internally tagged enum holds no tuple variants",
                        ))
                    }
                    Fields::Unit => TokenStream::new(),
                };
                member_arms.push(quote! {
                    #pattern => {
                        w.member(#tag);
                        w.str(#key);
                        #content
                    }
                });
            }
            (None, _, false) => {
                let value = variant_value(variant, &members);
                // As content of an internally tagged variant, serde writes
                // an externally tagged value as one member beside the tag.
                member_arms.push(quote! {
                    #pattern => {
                        w.member(#key);
                        #value
                    }
                });
                if unit {
                    whole_arms.push(quote!(#pattern => w.str(#key),));
                } else {
                    whole_arms.push(quote! {
                        #pattern => {
                            w.begin_object();
                            w.member(#key);
                            #value
                            w.end_object();
                        }
                    });
                }
            }
        }
    }
    // The bindings of a variant whose members are all skipped go unused.
    let allow = quote!(#[allow(unused_variables)]);
    if top.tag.is_some() && top.content.is_none() && !top.untagged {
        let whole = quote! {
            w.begin_object();
            crate::json::ToJson::to_json_members(self, w);
            w.end_object();
        };
        let members = quote! {
            #allow
            match self { #(#member_arms)* }
        };
        return Ok((whole, Some(members)));
    }
    if data.variants.is_empty() {
        return Ok((quote!(match *self {}), None));
    }
    let members = (top.tag.is_none() && !top.untagged).then(|| {
        quote! {
            #allow
            match self { #(#member_arms)* }
        }
    });
    Ok((
        quote! {
            #allow
            match self { #(#whole_arms)* }
        },
        members,
    ))
}
