"""torch.sub -> PReLU: synthesised by warpgym synth (seed 7, index 2740, torch#2, dim 0 x2355)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x, x1):
        x = torch.sub(x, x1)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(18840, 16, 32, 32), torch.randn(18840, 16, 32, 32)]


def get_init_inputs():
    return []
