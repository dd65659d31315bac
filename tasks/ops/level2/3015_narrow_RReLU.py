"""torch.narrow -> RReLU: synthesised by warpgym synth (seed 7, index 3985, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.narrow -> RReLU"""

    def __init__(self):
        super().__init__()
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = torch.narrow(x, -1, 2, 2)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(512, 256)]


def get_init_inputs():
    return []
