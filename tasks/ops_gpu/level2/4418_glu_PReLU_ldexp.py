"""F.glu -> PReLU -> torch.ldexp: synthesised by warpgym synth (seed 7, index 6941, torch#3, dim 0 x4027)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> PReLU -> torch.ldexp"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x, x1):
        x = F.glu(x)
        x = self.prelu_1(x)
        x = torch.ldexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(64432, 32, 16, 16), torch.randn(64432, 32, 16, 8)]


def get_init_inputs():
    return []
