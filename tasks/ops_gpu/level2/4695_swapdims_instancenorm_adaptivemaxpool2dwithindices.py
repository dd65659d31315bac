"""torch.swapdims -> F.instance_norm -> F.adaptive_max_pool2d_with_indices: synthesised by warpgym synth (seed 8, index 397, torch#3, dim 0 x541)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapdims -> F.instance_norm -> F.adaptive_max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.swapdims(x, -1, -2)
        x = F.instance_norm(x)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(2164, 32, 32, 32)]


def get_init_inputs():
    return []
