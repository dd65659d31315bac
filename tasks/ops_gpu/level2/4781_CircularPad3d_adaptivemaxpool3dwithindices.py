"""CircularPad3d -> F.adaptive_max_pool3d_with_indices: synthesised by warpgym synth (seed 9, index 84, torch#2, dim 0 x8090)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad3d -> F.adaptive_max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_0 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = self.circularpad3d_0(x)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(32360, 32, 32, 32)]


def get_init_inputs():
    return []
