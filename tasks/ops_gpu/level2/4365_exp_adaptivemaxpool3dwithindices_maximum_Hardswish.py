"""torch.exp -> F.adaptive_max_pool3d_with_indices -> torch.maximum -> Hardswish: synthesised by warpgym synth (seed 7, index 6854, torch#4, dim 0 x12914)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> F.adaptive_max_pool3d_with_indices -> torch.maximum -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.hardswish_3 = nn.Hardswish()

    def forward(self, x, x1):
        x = torch.exp(x)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = torch.maximum(x, x1)
        x = self.hardswish_3(x)
        return x


def get_inputs():
    return [torch.randn(51656, 16, 8, 8, 8), torch.randn(51656, 16, 4, 4, 4)]


def get_init_inputs():
    return []
