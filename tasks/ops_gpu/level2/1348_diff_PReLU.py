"""torch.diff -> PReLU: synthesised by warpgym synth (seed 7, index 2164, torch#2, dim 0 x3977)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = torch.diff(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(15908, 16, 8, 8, 8)]


def get_init_inputs():
    return []
