"""PReLU -> torch.transpose -> F.tanhshrink: synthesised by warpgym synth (seed 7, index 2124, torch#3, dim 0 x1452)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> torch.transpose -> F.tanhshrink"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()

    def forward(self, x):
        x = self.prelu_0(x)
        x = torch.transpose(x, -1, -2)
        x = F.tanhshrink(x)
        return x


def get_inputs():
    return [torch.randn(23232, 32, 16, 16)]


def get_init_inputs():
    return []
