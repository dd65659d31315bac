"""torch.absolute -> PReLU: synthesised by warpgym synth (seed 7, index 3029, torch#2, dim 0 x3615)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = torch.absolute(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(57840, 32, 256)]


def get_init_inputs():
    return []
