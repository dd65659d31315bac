"""F.relu -> Flatten: synthesised by warpgym synth (seed 7, index 2767, torch#2, dim 0 x15346)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> Flatten"""

    def __init__(self):
        super().__init__()
        self.flatten_1 = nn.Flatten()

    def forward(self, x):
        x = F.relu(x)
        x = self.flatten_1(x)
        return x


def get_inputs():
    return [torch.randn(61384, 16, 8, 8, 8)]


def get_init_inputs():
    return []
