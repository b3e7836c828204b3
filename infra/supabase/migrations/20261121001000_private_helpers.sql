-- Migration-time helpers are not API: nobody calls them through /rest/v1/rpc. (They run as the
-- caller and would fail anyway; this keeps them out of the exposed surface altogether.)
revoke execute on function public.apply_owner_policies(text) from public, anon, authenticated;
revoke execute on function public.apply_admin_managed_policies(text) from public, anon, authenticated;
revoke execute on function public.apply_child_policies(text, text, text) from public, anon, authenticated;
