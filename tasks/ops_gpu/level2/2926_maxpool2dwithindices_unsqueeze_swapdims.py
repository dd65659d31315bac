"""F.max_pool2d_with_indices -> torch.unsqueeze -> torch.swapdims: synthesised by warpgym synth (seed 7, index 4625, torch#3, dim 0 x2434)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.max_pool2d_with_indices -> torch.unsqueeze -> torch.swapdims"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        x = torch.unsqueeze(x, -1)
        x = torch.swapdims(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(19472, 256, 128)]


def get_init_inputs():
    return []
