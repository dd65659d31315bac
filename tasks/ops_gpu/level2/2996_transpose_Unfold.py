"""torch.transpose -> Unfold: synthesised by warpgym synth (seed 7, index 4736, torch#2, dim 0 x728)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.transpose -> Unfold"""

    def __init__(self):
        super().__init__()
        self.unfold_1 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = torch.transpose(x, -1, -2)
        x = self.unfold_1(x)
        return x


def get_inputs():
    return [torch.randn(11648, 32, 256)]


def get_init_inputs():
    return []
