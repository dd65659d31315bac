"""torch.fmod -> PReLU: synthesised by warpgym synth (seed 7, index 5815, torch#2, dim 0 x2409)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fmod -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x, x1):
        x = torch.fmod(x, x1)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(1233408, 256), torch.randn(1233408, 256)]


def get_init_inputs():
    return []
