"""F.tanhshrink -> PReLU -> torch.unsqueeze: synthesised by warpgym synth (seed 7, index 2473, torch#3, dim 0 x3290)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> PReLU -> torch.unsqueeze"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = self.prelu_1(x)
        x = torch.unsqueeze(x, -1)
        return x


def get_inputs():
    return [torch.randn(26320, 64, 16, 16)]


def get_init_inputs():
    return []
