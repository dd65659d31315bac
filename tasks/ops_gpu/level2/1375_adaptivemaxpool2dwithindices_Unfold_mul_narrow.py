"""F.adaptive_max_pool2d_with_indices -> Unfold -> torch.mul -> torch.narrow: synthesised by warpgym synth (seed 7, index 2206, torch#4, dim 0 x3701)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool2d_with_indices -> Unfold -> torch.mul -> torch.narrow"""

    def __init__(self):
        super().__init__()
        self.unfold_1 = nn.Unfold(kernel_size=3)

    def forward(self, x, x1):
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        x = self.unfold_1(x)
        x = torch.mul(x, x1)
        x = torch.narrow(x, -1, 2, 2)
        return x


def get_inputs():
    return [torch.randn(118432, 128, 64), torch.randn(1065888, 4)]


def get_init_inputs():
    return []
