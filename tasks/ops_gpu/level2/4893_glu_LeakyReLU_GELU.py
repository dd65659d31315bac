"""F.glu -> LeakyReLU -> GELU: synthesised by warpgym synth (seed 9, index 259, torch#3, dim 0 x2243)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> LeakyReLU -> GELU"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_1 = nn.LeakyReLU()
        self.gelu_2 = nn.GELU()

    def forward(self, x):
        x = F.glu(x)
        x = self.leakyrelu_1(x)
        x = self.gelu_2(x)
        return x


def get_inputs():
    return [torch.randn(17944, 256, 128)]


def get_init_inputs():
    return []
