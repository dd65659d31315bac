"""F.adaptive_max_pool3d_with_indices -> torch.atan -> torch.hypot -> torch.sinc: synthesised by warpgym synth (seed 7, index 2385, torch#4, dim 0 x7506)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool3d_with_indices -> torch.atan -> torch.hypot -> torch.sinc"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = torch.atan(x)
        x = torch.hypot(x, x1)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(120096, 32, 16, 16), torch.randn(120096, 4, 4, 4)]


def get_init_inputs():
    return []
