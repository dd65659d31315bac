"""torch.floor_divide -> Unfold: synthesised by warpgym synth (seed 7, index 6710, torch#2, dim 0 x628)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor_divide -> Unfold"""

    def __init__(self):
        super().__init__()
        self.unfold_1 = nn.Unfold(kernel_size=3)

    def forward(self, x, x1):
        x = torch.floor_divide(x, x1)
        x = self.unfold_1(x)
        return x


def get_inputs():
    return [torch.randn(2512, 32, 32, 32), torch.randn(2512, 32, 32, 32)]


def get_init_inputs():
    return []
