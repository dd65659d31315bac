"""torch.sin -> Unfold: synthesised by warpgym synth (seed 9, index 21, torch#2, dim 0 x356)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> Unfold"""

    def __init__(self):
        super().__init__()
        self.unfold_1 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = torch.sin(x)
        x = self.unfold_1(x)
        return x


def get_inputs():
    return [torch.randn(11392, 128, 64)]


def get_init_inputs():
    return []
