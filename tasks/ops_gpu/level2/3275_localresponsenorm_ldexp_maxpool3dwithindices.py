"""F.local_response_norm -> torch.ldexp -> F.max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 5159, torch#3, dim 0 x2066)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.local_response_norm -> torch.ldexp -> F.max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.local_response_norm(x, size=4)
        x = torch.ldexp(x, x1)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(8264, 32, 32, 32), torch.randn(8264, 32, 32, 32)]


def get_init_inputs():
    return []
