"""torch.mul -> PReLU: synthesised by warpgym synth (seed 9, index 324, torch#2, dim 0 x9275)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mul -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x, x1):
        x = torch.mul(x, x1)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(37100, 16, 8, 8, 8), torch.randn(37100, 16, 8, 8, 8)]


def get_init_inputs():
    return []
