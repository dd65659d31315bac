"""F.leaky_relu -> Softshrink: synthesised by warpgym synth (seed 7, index 4292, torch#2, dim 0 x1818)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> Softshrink"""

    def __init__(self):
        super().__init__()
        self.softshrink_1 = nn.Softshrink()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = self.softshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(116352, 1024)]


def get_init_inputs():
    return []
