"""torch.select -> PReLU -> F.glu: synthesised by warpgym synth (seed 7, index 3344, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.select -> PReLU -> F.glu"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = torch.select(x, -1, 2)
        x = self.prelu_1(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(32, 128, 64)]


def get_init_inputs():
    return []
