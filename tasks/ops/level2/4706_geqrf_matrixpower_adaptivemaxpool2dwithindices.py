"""torch.geqrf -> torch.matrix_power -> F.adaptive_max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 6176, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.geqrf -> torch.matrix_power -> F.adaptive_max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.geqrf(x)[0]
        x = torch.matrix_power(x, 2)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(8, 16, 32, 32)]


def get_init_inputs():
    return []
