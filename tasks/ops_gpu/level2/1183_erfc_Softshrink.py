"""torch.erfc -> Softshrink: synthesised by warpgym synth (seed 7, index 1919, torch#2, dim 0 x4093)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erfc -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.softshrink_1 = nn.Softshrink()

    def forward(self, x):
        x = torch.erfc(x)
        x = self.softshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(32744, 64, 16, 16)]


def get_init_inputs():
    return []
