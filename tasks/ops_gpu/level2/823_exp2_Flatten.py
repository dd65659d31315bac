"""torch.exp2 -> Flatten: synthesised by warpgym synth (seed 7, index 1341, torch#2, dim 0 x3421)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp2 -> Flatten"""

    def __init__(self):
        super().__init__()
        self.flatten_1 = nn.Flatten()

    def forward(self, x):
        x = torch.exp2(x)
        x = self.flatten_1(x)
        return x


def get_inputs():
    return [torch.randn(13684, 32, 32, 32)]


def get_init_inputs():
    return []
